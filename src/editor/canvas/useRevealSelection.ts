import { useEffect } from 'react';
import { useEditorStore } from '../store/editorStore';
import { selectSelection } from '../store/selectors';
import { canvasBridge } from './canvasBridge';
import { partSelector } from './partSelector';

/** Room left above a revealed part, so its selection label shows too. */
const MARGIN = 32;

/**
 * Scrolls the canvas to a newly selected component or area that is entirely out of view — one
 * picked in the layers panel, a pasted or duplicated copy, a keyboard move — as Webflow's
 * navigator and Puck's outline do. A part that is at least partly visible (one just clicked on)
 * is left where it is, so the canvas never jumps under the pointer.
 */
export function useRevealSelection(): void {
  const selection = useEditorStore(selectSelection);
  useEffect(() => {
    const canvas = canvasBridge.get();
    if (!selection || !canvas) return;
    const element = canvas.document.querySelector(partSelector(selection));
    const view = canvas.document.defaultView;
    if (!element || !view) return;
    const part = element.getBoundingClientRect();
    if (part.width === 0 && part.height === 0) return;
    // The frame is the visible canvas: its viewport box says what the owner sees.
    if (part.bottom > 0 && part.top < view.innerHeight) return;
    canvasBridge.scrollBy(part.top * canvasBridge.scale() - MARGIN);
  }, [selection]);
}
