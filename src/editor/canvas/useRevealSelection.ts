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
    if (!element) return;
    const part = element.getBoundingClientRect();
    if (part.width === 0 && part.height === 0) return;
    const top = canvasBridge.toWindow(0, part.top).y;
    const bottom = canvasBridge.toWindow(0, part.bottom).y;
    const view = canvas.scroller.getBoundingClientRect();
    if (bottom > view.top && top < view.bottom) return;
    canvas.scroller.scrollTop += top - view.top - MARGIN;
  }, [selection]);
}
