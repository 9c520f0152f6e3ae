import { useEffect } from 'react';
import { canvasBridge } from '../canvas/canvasBridge';
import type { FrameHandle } from '../canvas/useFrame';
import { editorStore } from '../store/editorStore';
import { openContextMenu, openContextMenuFromKeyboard } from './contextMenuStore';

const LAYER_ROW = '[data-layer-id]';

function layerRowOf(target: EventTarget | null): Element | null {
  return typeof (target as Element | null)?.closest === 'function'
    ? (target as Element).closest(LAYER_ROW)
    : null;
}

function selectedComponentId(): string | null {
  const { selection } = editorStore.getState();
  return selection?.kind === 'component' ? selection.id : null;
}

/**
 * What opens the component context menu: a right-click on a component in the canvas or on its
 * layer row, and Shift+F10 or the menu key on the selected component (or the focused layer
 * row). One listener per document, delegated, never one per component or row.
 */
export function useContextMenuInput(frame: FrameHandle | null): void {
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      const row = layerRowOf(event.target);
      const id = row?.getAttribute('data-layer-id');
      if (!row || !id) return;
      event.preventDefault();
      // The menu key fires a contextmenu event at the focused element, with no pointer.
      if (event.button !== 2 || (event.clientX === 0 && event.clientY === 0))
        openContextMenuFromKeyboard(id, row);
      else openContextMenu(id, event.clientX, event.clientY);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menuKey = event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
      if (!menuKey || event.defaultPrevented) return;
      const row = layerRowOf(event.target);
      const id = row?.getAttribute('data-layer-id') ?? selectedComponentId();
      if (!id) return;
      event.preventDefault();
      openContextMenuFromKeyboard(id, row);
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useEffect(() => {
    if (!frame) return;
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      const target = event.target as Element | null;
      const component = target?.closest?.('[data-component-id]');
      const id = component?.getAttribute('data-component-id');
      if (!id) return;
      // The frame's viewport point → the editor window (the frame may be zoomed).
      const box = canvasBridge.get()?.iframe.getBoundingClientRect();
      const scale = canvasBridge.scale();
      openContextMenu(
        id,
        (box?.left ?? 0) + event.clientX * scale,
        (box?.top ?? 0) + event.clientY * scale,
      );
    };
    frame.document.addEventListener('contextmenu', onContextMenu);
    return () => frame.document.removeEventListener('contextmenu', onContextMenu);
  }, [frame]);
}
