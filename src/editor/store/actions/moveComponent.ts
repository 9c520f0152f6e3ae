import type { LayoutDocument } from '../../../schema/layout/document';
import { slotOf } from '../../../renderer/slots';
import type { Slot } from '../types';
import {
  assertSlot,
  descendantsOf,
  insertAt,
  normaliseSlot,
  placeInSlot,
  requireComponent,
  sameSlot,
} from './tree';

/**
 * Moves a component to `slot` at `index` (its position among the slot's other components).
 * Reorder is a move within the same slot. A tab container takes its nested components along
 * (their area changes with it) and cannot be moved into one of its own tabs.
 */
export function moveComponent(doc: LayoutDocument, id: string, slot: Slot, index: number): void {
  const target = normaliseSlot(slot);
  assertSlot(doc, target);
  const component = requireComponent(doc, id);
  const descendants = descendantsOf(doc, id);
  if (target.parentId === id || descendants.some((d) => d.id === target.parentId)) {
    throw new Error('A tab container cannot be moved into one of its own tabs');
  }
  const from = slotOf(component);
  if (!sameSlot(from, target)) {
    placeInSlot(component, target);
    for (const child of descendants) child.areaId = target.areaId;
  }
  insertAt(doc, component, target, index);
}
