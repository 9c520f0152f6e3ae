import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DropTarget } from '../canvas/dropTarget';

/** What is being dragged and where it would land: drawn by the canvas overlay. */
export interface DragState {
  /** 'Text' (a new one from the palette) or the component's name. */
  label: string | null;
  /** The component being moved; null for a new one. */
  movingId: string | null;
  target: DropTarget | null;
}

export const dragStore = createStore<DragState>()(() => ({
  label: null,
  movingId: null,
  target: null,
}));

export function useDragState<T>(selector: (state: DragState) => T): T {
  return useStore(dragStore, selector);
}
