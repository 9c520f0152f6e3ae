import type { LayoutDocument } from '../../../schema/layout/document';
import { duplicateComponent } from './duplicateComponent';

/**
 * Copies several components, each right after itself (with what its tabs hold), in one
 * change. Pass the selection's roots: a child copied with its tab container is not copied
 * again. Returns the copies' ids, in the order of `ids`.
 */
export function duplicateComponents(
  doc: LayoutDocument,
  ids: readonly string[],
  makeId: (prefix: string, taken: ReadonlySet<string>) => string,
): string[] {
  return ids.map((id) => duplicateComponent(doc, id, makeId));
}
