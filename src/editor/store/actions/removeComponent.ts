import type { LayoutDocument } from '../../../schema/layout/document';
import { slotOf } from '../../../renderer/slots';
import { descendantsOf, renumber, requireComponent, slotChildren } from './tree';

/** Removes a component, and for a tab container everything in its tabs. Returns the removed ids. */
export function removeComponent(doc: LayoutDocument, id: string): string[] {
  const component = requireComponent(doc, id);
  const slot = slotOf(component);
  const removed = new Set([id, ...descendantsOf(doc, id).map((c) => c.id)]);
  for (let i = doc.components.length - 1; i >= 0; i--) {
    if (removed.has(doc.components[i]!.id)) doc.components.splice(i, 1);
  }
  renumber(slotChildren(doc, slot));
  return [...removed];
}
