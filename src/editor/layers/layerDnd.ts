import type { Slot } from '../store/types';

/** What each sortable row carries: the slot it sits in and its index there. */
export interface SortableSlotData {
  slot: Slot;
  index: number;
}

/** Where a dragged row lands: the slot and index of the row it was dropped on. */
export function dropTarget(
  active: SortableSlotData | undefined,
  over: SortableSlotData | undefined,
): { slot: Slot; index: number } | null {
  if (!active || !over) return null;
  return { slot: over.slot, index: over.index };
}
