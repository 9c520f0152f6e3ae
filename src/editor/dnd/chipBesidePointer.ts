import type { Modifier } from '@dnd-kit/core';

/** The room between the pointer and the chip's corner, so the pointer's spot stays in view. */
const GAP = 10;

type Point = { x: number; y: number };

/**
 * Where in the picked-up item the pointer pressed (dnd-kit's chip starts at the item's corner
 * and moves with the pointer); null for a keyboard drag.
 */
export function grabPoint(event: Event | null): Point | null {
  if (!(event instanceof MouseEvent) || !(event.target instanceof Element)) return null;
  // Every draggable of the editor carries dnd-kit's attributes on the node it measures.
  const item = event.target.closest('[aria-roledescription]');
  if (!item) return null;
  const rect = item.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * The drag chip just below and right of the pointer, however large the item picked up: a
 * palette item spans the width of a narrow editor, and a chip drawn at its corner would trail
 * far from the pointer. A keyboard drag's chip is left where dnd-kit puts it.
 */
export function chipBesidePointer(grab: () => Point | null): Modifier {
  return ({ transform }) => {
    const point = grab();
    if (!point) return transform;
    return { ...transform, x: transform.x + point.x + GAP, y: transform.y + point.y + GAP };
  };
}
