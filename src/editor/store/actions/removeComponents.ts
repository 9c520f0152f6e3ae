import type { LayoutDocument } from '../../../schema/layout/document';
import { removeComponent } from './removeComponent';
import { findComponent } from './tree';

/**
 * Removes several components (each with what its tabs hold) in one change. A component already
 * gone with a removed tab container is skipped. Returns every removed id.
 */
export function removeComponents(doc: LayoutDocument, ids: readonly string[]): string[] {
  const removed: string[] = [];
  for (const id of ids) {
    if (findComponent(doc, id)) removed.push(...removeComponent(doc, id));
  }
  return removed;
}
