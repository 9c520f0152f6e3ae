import type { LayoutDocument } from '../../../schema/layout/document';
import { requireComponent } from './tree';
import { mergeRecord } from './updateComponentData';

/** Changes a component's styles. The caller has checked the value with the type's style schema. */
export function updateComponentStyles(
  doc: LayoutDocument,
  id: string,
  patch: Record<string, unknown>,
): void {
  mergeRecord(requireComponent(doc, id).styles, patch);
}
