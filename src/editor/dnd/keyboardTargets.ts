import type { DropTarget } from '../canvas/dropTarget';

/**
 * The keyboard's walk through the drop targets: arrows step to the previous or next place in
 * reading order. Kept outside React because dnd-kit's coordinate getter is a plain callback.
 */
let targets: DropTarget[] = [];
let index = -1;

export const keyboardTargets = {
  reset(list: DropTarget[], start: number) {
    targets = list;
    index = list.length === 0 ? -1 : Math.max(0, Math.min(start, list.length - 1));
  },
  step(delta: number): DropTarget | null {
    if (targets.length === 0) return null;
    index = Math.max(0, Math.min(targets.length - 1, index + delta));
    return targets[index] ?? null;
  },
  current(): DropTarget | null {
    return index >= 0 ? (targets[index] ?? null) : null;
  },
  clear() {
    targets = [];
    index = -1;
  },
};
