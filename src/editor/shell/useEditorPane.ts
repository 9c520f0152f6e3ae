import { useCallback, useEffect, useState } from 'react';
import { editorStore } from '../store/editorStore';

/** A narrow editor shows one of these at a time; a wide one shows all three side by side. */
export type EditorPane = 'add' | 'canvas' | 'inspector';

/**
 * Which pane a narrow editor shows. The palette hides the canvas there, so:
 * - once a component is added from it, the canvas is shown with the new component selected,
 *   so the owner sees where it went;
 * - a drag from it shows the canvas to drop on (`revealCanvas`), and the palette again if
 *   nothing landed (the palette is the one pane such a drag starts in);
 * - when the canvas replaces the palette, focus moves to the canvas rather than being lost
 *   with the palette's hidden button (a keyboard owner goes on from where the page is).
 */
export function useEditorPane() {
  const [pane, setPane] = useState<EditorPane>('canvas');

  const revealCanvas = useCallback(() => {
    setPane('canvas');
    return () => setPane('add');
  }, []);

  useEffect(() => {
    if (pane !== 'add') return;
    return editorStore.subscribe((state, previous) => {
      if (state.document.components.length > previous.document.components.length) setPane('canvas');
    });
  }, [pane]);

  useEffect(() => {
    if (pane !== 'canvas') return;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused.closest('.one-editor-left');
    // Only where the palette was hidden: on a wide editor it stays, and so does its focus.
    const palette = document.querySelector('.one-editor-left');
    if (!lost || !palette || palette.getClientRects().length > 0) return;
    document
      .querySelector<HTMLElement>('.one-editor-canvas-scroller')
      ?.focus({ preventScroll: true });
  }, [pane]);

  return { pane, setPane, revealCanvas };
}
