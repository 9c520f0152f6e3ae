import type { LayoutDocument } from '../../../schema/layout/document';
import { slotKey, slotOf } from '../../../renderer/slots';
import { moveComponent } from './moveComponent';
import { findComponent, slotChildren } from './tree';

/**
 * Moves several components one place up (-1) or down (1) among their siblings, as a block:
 * in each slot the selected ones keep their order and their gaps, and a slot whose first
 * (or last) selected component is already at the edge does not move at all — a group never
 * squeezes together against the edge. Returns whether anything moved.
 */
export function moveComponentsBy(
  doc: LayoutDocument,
  ids: readonly string[],
  delta: -1 | 1,
): boolean {
  const bySlot = new Map<string, string[]>();
  for (const id of ids) {
    const component = findComponent(doc, id);
    if (!component) continue;
    const key = slotKey(slotOf(component));
    bySlot.set(key, [...(bySlot.get(key) ?? []), id]);
  }
  let moved = false;
  for (const group of bySlot.values()) {
    const slot = slotOf(findComponent(doc, group[0]!)!);
    const siblings = slotChildren(doc, slot).map((c) => c.id);
    const indices = group.map((id) => siblings.indexOf(id)).sort((a, b) => a - b);
    const edge =
      delta === -1 ? indices[0]! <= 0 : indices[indices.length - 1]! >= siblings.length - 1;
    if (edge) continue;
    // Up: the topmost first; down: the lowest first — each moves into a place not selected.
    const ordered = delta === -1 ? indices : [...indices].reverse();
    for (const index of ordered) moveComponent(doc, siblings[index]!, slot, index + delta);
    moved = true;
  }
  return moved;
}
