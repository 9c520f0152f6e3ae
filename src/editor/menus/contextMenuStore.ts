import { createStore } from 'zustand/vanilla';
import { canvasBridge } from '../canvas/canvasBridge';
import { pageRect } from '../canvas/geometry';
import { editorStore } from '../store/editorStore';

export interface OpenContextMenu {
  /** The component the menu acts on (it is selected when the menu opens). */
  id: string;
  /** Where the menu opens, in editor window coordinates. */
  x: number;
  y: number;
  /** Where the focus goes back when the menu closes. */
  returnFocus: HTMLElement | null;
}

/** The one context menu of the editor: closed (null) or open on a component. */
export const contextMenuStore = createStore<{ menu: OpenContextMenu | null }>(() => ({
  menu: null,
}));

function focusToReturn(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // Focus inside the canvas frame goes back to the canvas region around it.
  if (active.tagName === 'IFRAME') return canvasBridge.get()?.scroller ?? null;
  return active;
}

/** Selects a component and opens its context menu at an editor window point. */
export function openContextMenu(id: string, x: number, y: number): void {
  const returnFocus = focusToReturn();
  const state = editorStore.getState();
  // On a component of a multiple selection, the menu acts on the whole group.
  if (!state.group.includes(id)) state.select({ kind: 'component', id });
  contextMenuStore.setState({ menu: { id, x, y, returnFocus } });
}

/**
 * Opens the menu from the keyboard (Shift+F10, the menu key) for a component: below its layer
 * row when the focus is in one, else at the component's top left on the canvas.
 */
export function openContextMenuFromKeyboard(id: string, row: Element | null): void {
  if (row) {
    const box = row.getBoundingClientRect();
    openContextMenu(id, box.left + 24, box.bottom);
    return;
  }
  const canvas = canvasBridge.get();
  const element = canvas?.document.querySelector(`[data-component-id="${CSS.escape(id)}"]`);
  const scroller = canvas?.scroller.getBoundingClientRect();
  if (!element || !scroller) {
    openContextMenu(id, scroller?.left ?? 0, scroller?.top ?? 0);
    return;
  }
  const rect = pageRect(element);
  const at = canvasBridge.toWindow(rect.left, rect.top);
  // Kept inside the visible canvas when the component's corner is scrolled out of view.
  openContextMenu(
    id,
    Math.min(Math.max(at.x, scroller.left), scroller.right - 8),
    Math.min(Math.max(at.y, scroller.top), scroller.bottom - 8),
  );
}

export function closeContextMenu(): void {
  contextMenuStore.setState({ menu: null });
}
