import type { LayoutDocument } from '../../../schema/layout/document';
import { descendantsOf, requireComponent } from './tree';

/** Removes a component, and for a tab container everything in its tabs. Returns the removed ids. */
export function removeComponent(doc: LayoutDocument, id: string): string[] {
  requireComponent(doc, id);
  const removed = new Set([id, ...descendantsOf(doc, id).map((c) => c.id)]);
  for (let i = doc.components.length - 1; i >= 0; i--) {
    if (removed.has(doc.components[i]!.id)) doc.components.splice(i, 1);
  }
  // The others keep their order values: gaps are fine and nothing else re-renders.
  return [...removed];
}
