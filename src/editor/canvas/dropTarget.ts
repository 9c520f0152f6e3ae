import { slotKey } from '../../renderer/slots';
import type { Slot } from '../store/types';
import {
  contains,
  type ComponentBox,
  type FrameSnapshot,
  type Rect,
  type SlotBox,
} from './geometry';

export interface DropTarget {
  slot: Slot;
  /** Index among the slot's components other than the one being moved. */
  index: number;
  /** A thin bar where the component will land, in frame coordinates. */
  indicator: Rect;
  /** For announcements: "Main, position 2 of 3". */
  description: string;
}

const BAR = 4;

function area(rect: Rect): number {
  return rect.width * rect.height;
}

/** The components of a slot in order, leaving out the dragged one and what it contains. */
function slotMembers(snapshot: FrameSnapshot, slot: Slot, activeId?: string): ComponentBox[] {
  const key = slotKey(slot);
  return snapshot.components
    .filter(
      (c) =>
        slotKey(c.slot) === key &&
        c.id !== activeId &&
        !(activeId && c.ancestors.includes(activeId)),
    )
    .sort((a, b) => a.index - b.index);
}

function barAt(rect: Rect, y: number): Rect {
  return { left: rect.left, top: y - BAR / 2, width: rect.width, height: BAR };
}

/** The bar and description for landing at `index` of a slot. */
export function targetAt(
  snapshot: FrameSnapshot,
  slotBox: SlotBox,
  index: number,
  activeId?: string,
): DropTarget {
  const members = slotMembers(snapshot, slotBox.slot, activeId);
  const at = Math.max(0, Math.min(index, members.length));
  let indicator: Rect;
  if (members.length === 0)
    indicator = barAt(slotBox.rect, slotBox.rect.top + Math.min(24, slotBox.rect.height / 2));
  else if (at < members.length) indicator = barAt(members[at]!.rect, members[at]!.rect.top);
  else {
    const last = members[members.length - 1]!.rect;
    indicator = barAt(last, last.top + last.height);
  }
  return {
    slot: slotBox.slot,
    index: at,
    indicator,
    description: `${slotBox.label}, position ${at + 1} of ${members.length + 1}`,
  };
}

/** Slots the dragged component may not enter: its own tabs (a container cannot hold itself). */
function allowed(slotBox: SlotBox, activeId: string | undefined, snapshot: FrameSnapshot): boolean {
  if (!activeId || slotBox.kind !== 'tab') return true;
  if (slotBox.slot.parentId === activeId) return false;
  const parent = snapshot.components.find((c) => c.id === slotBox.slot.parentId);
  return !parent?.ancestors.includes(activeId);
}

/**
 * Where a drop at (x, y) in frame coordinates lands: before or after the innermost component
 * under the point, else in the innermost slot (area or visible tab) under it, at the position
 * its vertical place suggests.
 */
export function dropTargetAt(
  snapshot: FrameSnapshot,
  x: number,
  y: number,
  activeId?: string,
): DropTarget | null {
  const slotBoxes = snapshot.slots.filter(
    (s) => contains(s.rect, x, y) && allowed(s, activeId, snapshot),
  );
  if (slotBoxes.length === 0) return null;
  const innermostSlot = slotBoxes.reduce((a, b) => (area(b.rect) < area(a.rect) ? b : a));
  const members = slotMembers(snapshot, innermostSlot.slot, activeId);
  const index = members.filter((m) => m.rect.top + m.rect.height / 2 < y).length;
  return targetAt(snapshot, innermostSlot, index, activeId);
}

/**
 * Every place a component can land, in reading order (top to bottom, then left to right):
 * what the keyboard steps through with the arrow keys.
 */
export function allDropTargets(snapshot: FrameSnapshot, activeId?: string): DropTarget[] {
  const targets: DropTarget[] = [];
  for (const slotBox of snapshot.slots) {
    if (!allowed(slotBox, activeId, snapshot)) continue;
    if (activeId && slotBox.kind === 'tab') {
      const container = snapshot.components.find((c) => c.id === slotBox.slot.parentId);
      if (container && (container.id === activeId || container.ancestors.includes(activeId)))
        continue;
    }
    const count = slotMembers(snapshot, slotBox.slot, activeId).length;
    for (let i = 0; i <= count; i++) targets.push(targetAt(snapshot, slotBox, i, activeId));
  }
  return targets.sort(
    (a, b) => a.indicator.top - b.indicator.top || a.indicator.left - b.indicator.left,
  );
}
