import { useEffect, useState, type RefObject } from 'react';
import type { FrameHandle } from './useFrame';

/** 'ready': Space is held, a drag will pan; 'panning': a drag is moving the canvas. */
export type PanMode = 'idle' | 'ready' | 'panning';

/**
 * Space starts panning only where it has no meaning of its own: from the page (the canvas
 * frame's keys reach the editor from its document), the editor's body or the canvas scroller —
 * never on a button, a drag handle or a field, where Space presses, lifts or types.
 */
function spaceMayPan(target: EventTarget | null, scroller: HTMLElement): boolean {
  if (!target || !(target instanceof Node) || target.nodeType === Node.DOCUMENT_NODE) return true;
  const element = target as Element;
  return (
    element === scroller ||
    element === element.ownerDocument.body ||
    element === element.ownerDocument.documentElement
  );
}

/**
 * Panning the canvas as in Framer and Webflow: hold Space and drag, or drag with the middle
 * button, over the page or beside it. The drag scrolls the canvas scroller (the frame's page
 * follows it). While Space is held, a shield over the canvas takes the pointer, so the drag
 * never selects or moves a component. Listeners are per document, never per component.
 */
export function useCanvasPan(
  scrollerRef: RefObject<HTMLElement | null>,
  frame: FrameHandle | null,
): PanMode {
  const [mode, setMode] = useState<PanMode>('idle');
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let spaceHeld = false;
    let last: { x: number; y: number } | null = null;
    const show = () => setMode(last ? 'panning' : spaceHeld ? 'ready' : 'idle');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (spaceHeld) {
        event.preventDefault();
        return;
      }
      if (!spaceMayPan(event.target, scroller)) return;
      event.preventDefault();
      spaceHeld = true;
      show();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !spaceHeld) return;
      spaceHeld = false;
      show();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (!(event.button === 1 || (event.button === 0 && spaceHeld))) return;
      // The middle button's own default is the browser's autoscroll.
      event.preventDefault();
      last = { x: event.screenX, y: event.screenY };
      show();
    };
    const onMouseMove = (event: MouseEvent) => {
      if (!last) return;
      scroller.scrollLeft -= event.screenX - last.x;
      scroller.scrollTop -= event.screenY - last.y;
      last = { x: event.screenX, y: event.screenY };
    };
    const onMouseUp = () => {
      if (!last) return;
      last = null;
      show();
    };
    // A middle click on a link in the page would open it in a new tab.
    const onAuxClick = (event: MouseEvent) => {
      if (event.button === 1) event.preventDefault();
    };
    const onBlur = () => {
      spaceHeld = false;
      last = null;
      show();
    };

    const frameDocument = frame?.document;
    const documents = frameDocument ? [document, frameDocument] : [document];
    for (const doc of documents) {
      doc.addEventListener('keyup', onKeyUp);
      doc.addEventListener('mousemove', onMouseMove);
      doc.addEventListener('mouseup', onMouseUp);
      doc.addEventListener('auxclick', onAuxClick);
    }
    // Keys in the frame reach this document already (forwarded), Space included.
    document.addEventListener('keydown', onKeyDown);
    scroller.addEventListener('mousedown', onMouseDown);
    frameDocument?.addEventListener('mousedown', onMouseDown);
    window.addEventListener('blur', onBlur);
    return () => {
      for (const doc of documents) {
        doc.removeEventListener('keyup', onKeyUp);
        doc.removeEventListener('mousemove', onMouseMove);
        doc.removeEventListener('mouseup', onMouseUp);
        doc.removeEventListener('auxclick', onAuxClick);
      }
      document.removeEventListener('keydown', onKeyDown);
      scroller.removeEventListener('mousedown', onMouseDown);
      frameDocument?.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('blur', onBlur);
    };
  }, [scrollerRef, frame]);
  return mode;
}
