import type { LayoutDocument } from '../../../schema/layout/document';
import { requireComponent } from './tree';

/**
 * Shallow-merges `patch` into a record: keys set to undefined are removed. A form may pass
 * its whole value or only the fields it changed.
 */
export function mergeRecord(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete target[key];
    else if (target[key] !== value) target[key] = value;
  }
}

/** Changes a component's content (`data`). The caller has checked the value with the type's schema. */
export function updateComponentData(
  doc: LayoutDocument,
  id: string,
  patch: Record<string, unknown>,
): void {
  mergeRecord(requireComponent(doc, id).data, patch);
}
