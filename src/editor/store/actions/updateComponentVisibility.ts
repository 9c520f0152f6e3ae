import type { LayoutDocument } from '../../../schema/layout/document';
import type { ComponentVisibility } from '../../../schema/visibility';
import { requireComponent } from './tree';
import { mergeRecord } from './updateComponentData';

/** Changes device flags or the show-after/show-before window; undefined removes a window. */
export function updateComponentVisibility(
  doc: LayoutDocument,
  id: string,
  patch: Partial<ComponentVisibility>,
): void {
  mergeRecord(requireComponent(doc, id).visibility as Record<string, unknown>, patch);
}
