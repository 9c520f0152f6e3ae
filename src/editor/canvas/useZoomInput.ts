import { useEffect, type RefObject } from 'react';
import { canvasBridge } from './canvasBridge';
import { zoomByFactor, zoomStep, zoomTo } from './canvasZoom';
import type { FrameHandle } from './useFrame';

/** How much one wheel pixel zooms: a mouse notch (100 px) ≈ 20 %, a pinch moves smoothly. */
const WHEEL_ZOOM_RATE = 0.002;

/** Inside a dialog, keys belong to it. */
function inDialog(target: EventTarget | null): boolean {
  return (
    typeof (target as Element | null)?.closest === 'function' &&
    (target as Element).closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * Zoom input, as in Framer and Webflow: Ctrl/⌘ + wheel (and a trackpad pinch, which the browser
 * sends as a wheel with Ctrl) zooms around the pointer, over the page or beside it; Ctrl/⌘ + =
 * or + zooms in, Ctrl/⌘ + - out, Ctrl/⌘ + 0 fits and Ctrl/⌘ + 1 shows 100 %. Each replaces the
 * browser's own page zoom in the editor. One listener per document, never per component.
 */
export function useZoomInput(
  scrollerRef: RefObject<HTMLElement | null>,
  frame: FrameHandle | null,
): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      // A wheel over the frame comes in the frame's own (unscaled) viewport coordinates.
      const frameBox =
        event.view !== window ? canvasBridge.get()?.iframe.getBoundingClientRect() : undefined;
      const scale = canvasBridge.scale();
      const at = frameBox
        ? { x: frameBox.left + event.clientX * scale, y: frameBox.top + event.clientY * scale }
        : { x: event.clientX, y: event.clientY };
      const delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
      zoomByFactor(Math.exp(-delta * WHEEL_ZOOM_RATE), at);
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    const frameDocument = frame?.document;
    frameDocument?.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      scroller.removeEventListener('wheel', onWheel);
      frameDocument?.removeEventListener('wheel', onWheel);
    };
  }, [scrollerRef, frame]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inDialog(event.target)) return;
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (event.key === '=' || event.key === '+') return run(() => zoomStep(1));
      if (event.key === '-' || event.key === '_') return run(() => zoomStep(-1));
      if (event.key === '0' || event.code === 'Digit0') return run(() => zoomTo('fit'));
      if (event.key === '1' || event.code === 'Digit1') return run(() => zoomTo(1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
