import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { dragStore } from './dragStore';
import { isDragData } from './dragData';

/** What is being dragged: the drag's own label ("3 components" for a group), else the item's. */
function labelOf(data: unknown): string {
  return dragStore.getState().label ?? (isDragData(data) ? data.label : 'component');
}

function where(): string {
  const target = dragStore.getState().target;
  return target ? target.description : 'no place (release to cancel)';
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a component, press Space. While dragging, use the arrow keys to choose where it lands, Space to drop it there, or Escape to cancel.',
};

/** Spoken at each step of a drag: what was picked up, where it would land, where it landed. */
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${labelOf(active.data.current)}. It would land at ${where()}.`,
  onDragMove: ({ active }) => `${labelOf(active.data.current)} would land at ${where()}.`,
  onDragOver: ({ active }) => `${labelOf(active.data.current)} would land at ${where()}.`,
  onDragEnd: ({ active }) => {
    const target = dragStore.getState().target;
    return target
      ? `${labelOf(active.data.current)} landed at ${target.description}.`
      : `${labelOf(active.data.current)} was dropped outside the canvas; nothing changed.`;
  },
  onDragCancel: ({ active }) =>
    `Dragging ${labelOf(active.data.current)} was cancelled; nothing changed.`,
};
