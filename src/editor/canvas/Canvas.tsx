import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LazyComponentContextMenu } from '../menus/LazyComponentContextMenu';
import { useContextMenuInput } from '../menus/useContextMenuInput';
import { breakpointForWidth, devicePreviewWidth } from '../../schema/breakpoints';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDevice } from '../store/selectors';
import { canvasBridge } from './canvasBridge';
import { CanvasContent } from './CanvasContent';
import { CanvasOverlay } from './CanvasOverlay';
import { useCanvasPan } from './useCanvasPan';
import { useFrame } from './useFrame';
import { useZoomInput } from './useZoomInput';
import { scaleOf, useZoomChoice, zoomStore } from './zoomStore';
import { useRevealSelection } from './useRevealSelection';
import { OFFSCREEN_CSS, useSkipOffscreen } from './useSkipOffscreen';
import { InlineEditor } from '../lazy/lazyViews';
import { useInlineEditInput } from '../inline/useInlineEditInput';

/**
 * Builder-only frame CSS: room for empty areas, so there is somewhere to drop; no scrollbar of
 * the frame's own (the canvas scroller shows it), so the page is laid out at the device's full
 * width, as on a phone's overlay scrollbars. Visitors never get it.
 */
const FRAME_CSS = `html{scrollbar-width:none}.one-layout[data-builder] .one-area:empty{min-height:72px}${OFFSCREEN_CSS}`;

interface CanvasSize {
  /** The room beside the page, in editor pixels. */
  available: number;
  /** The visible canvas's height, in editor pixels. */
  viewHeight: number;
  /** The page's height, in frame pixels. */
  pageHeight: number;
}

/** Until measured (the canvas measures itself as it mounts). */
const FIRST_SIZE: CanvasSize = { available: 0, viewHeight: 600, pageHeight: 600 };

/**
 * Calls `onChange` on every change of the layout the canvas shows (edits, undo, redo, load, a
 * version previewed or left).
 */
const watchDocument = (onChange: () => void) =>
  editorStore.subscribe((state, previous) => {
    if (state.document !== previous.document || state.preview !== previous.preview) onChange();
  });

/**
 * The canvas: an iframe as wide as the previewed device, so every media query in the page
 * (breakpoint overrides, hidden areas, device visibility, custom CSS) sees that width exactly
 * as a visitor's browser would. The renderer runs in this window and renders into the frame
 * through a portal; the overlay is drawn above the frame.
 *
 * The frame is as tall as the visible canvas and scrolls its own page, as a visitor's window
 * does (so `100vh` and fixed elements mean what they mean to a visitor, and the browser lays
 * out, paints and watches only what the frame shows: with a frame as tall as a 1,000-component
 * page, every keystroke's frame cost ≈ 5 ms more). It stays in view (sticky) inside a sizer
 * as tall as the page, so the canvas scroller shows the page's scrollbar; the two scroll
 * together. The overlay is drawn over the sizer in the page's coordinates, so it scrolls with
 * the scroller and needs no measuring on scroll.
 */
export function Canvas() {
  const device = useEditorStore(selectDevice);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const frame = useFrame(iframeRef, FRAME_CSS);
  useSkipOffscreen(frame, watchDocument);
  useRevealSelection();
  useZoomInput(scrollerRef, frame);
  const pan = useCanvasPan(scrollerRef, frame);
  useContextMenuInput(frame);
  useInlineEditInput(frame);
  const [{ available, viewHeight, pageHeight }, setSize] = useState<CanvasSize>(FIRST_SIZE);
  const sizeRef = useRef(FIRST_SIZE);
  // The resize observers report every size they watch once as they start, and whenever any of
  // them changes: a report that changes nothing renders nothing (the first, just after the
  // page has painted, would otherwise hold back the next frame).
  const resize = useCallback((next: Partial<CanvasSize>) => {
    const current = sizeRef.current;
    const size = { ...current, ...next };
    if (
      size.available === current.available &&
      size.viewHeight === current.viewHeight &&
      size.pageHeight === current.pageHeight
    )
      return;
    sizeRef.current = size;
    setSize(size);
  }, []);
  const scopeId = `E${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  // The visible canvas's size, measured as the canvas mounts: the frame's page is then first
  // laid out at the frame's real size, not once at a guess and again at the real one.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const scrollerStyle = getComputedStyle(scroller);
      const padding =
        parseFloat(scrollerStyle.paddingTop || '0') +
        parseFloat(scrollerStyle.paddingBottom || '0');
      resize({
        available: scroller.clientWidth - 32,
        viewHeight: Math.max(120, scroller.clientHeight - padding),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [resize]);

  useEffect(() => {
    const iframe = iframeRef.current;
    const scroller = scrollerRef.current;
    if (!frame || !iframe || !scroller) return;
    canvasBridge.register({ iframe, document: frame.document, scroller });
    const view = frame.document.defaultView!;
    const fit = () => {
      const body = frame.document.body;
      const content = Math.ceil(
        body.getBoundingClientRect().bottom +
          view.scrollY +
          parseFloat(view.getComputedStyle(body).marginBottom || '0'),
      );
      if (Math.abs(content - sizeRef.current.pageHeight) > 1) resize({ pageHeight: content });
      editorStore.getState().setFitBreakpoint(breakpointForWidth(iframe.clientWidth));
    };
    const observer = new view.ResizeObserver(fit);
    observer.observe(frame.document.body);
    const outer = new ResizeObserver(fit);
    outer.observe(iframe);
    fit();
    // The owner scrolls either: the wheel over the page scrolls the frame, the scrollbar (or
    // the wheel beside the page, or the keyboard) the scroller. Each follows the other.
    const followScroller = () => canvasBridge.followScroller();
    const followFrame = () => canvasBridge.followFrame();
    scroller.addEventListener('scroll', followScroller, { passive: true });
    frame.document.addEventListener('scroll', followFrame, { passive: true });
    return () => {
      observer.disconnect();
      outer.disconnect();
      scroller.removeEventListener('scroll', followScroller);
      frame.document.removeEventListener('scroll', followFrame);
      canvasBridge.register(null);
    };
  }, [frame, resize]);

  // A device wider than the canvas is fitted by scaling it down, unless the owner zoomed: the
  // frame keeps the device's width either way, so media queries still see it.
  const deviceWidth = device === 'fit' ? null : devicePreviewWidth[device];
  const fitScale =
    deviceWidth && available > 0 && available < deviceWidth
      ? Math.max(0.25, available / deviceWidth)
      : 1;
  const zoom = useZoomChoice(device === 'fit' ? 'desktop' : device);
  const scale = deviceWidth ? scaleOf(zoom, fitScale) : 1;
  canvasBridge.setScale(scale);
  useLayoutEffect(() => {
    if (zoomStore.getState().fitScale !== fitScale) zoomStore.setState({ fitScale });
  }, [fitScale]);
  const width = deviceWidth ? `${deviceWidth}px` : '100%';
  // A new scale or page height moves where the scroller should be for the frame's scroll; a
  // zoom also keeps the point it was made around in place.
  useLayoutEffect(() => {
    canvasBridge.followFrame();
    canvasBridge.applyZoomAnchor();
  }, [scale, pageHeight, viewHeight]);
  return (
    // Focusable so keyboard users can scroll a canvas taller than the window (WCAG 2.1.1).
    <div
      ref={scrollerRef}
      className="one-editor-canvas-scroller"
      role="region"
      aria-label="Canvas"
      tabIndex={0}
    >
      <div
        className="one-editor-canvas-sizer"
        style={{
          width: deviceWidth ? deviceWidth * scale : undefined,
          height: Math.max(pageHeight * scale, viewHeight),
        }}
        data-scale={scale.toFixed(2)}
      >
        <div className="one-editor-canvas-view" style={{ height: viewHeight }}>
          <div
            className="one-editor-canvas-stage"
            // The sizer is as wide as the scaled page: the stage starts at its left edge.
            style={{
              width,
              marginInline: 0,
              transform: scale === 1 ? undefined : `scale(${scale})`,
            }}
            data-device={device}
          >
            <iframe
              ref={iframeRef}
              title="Page canvas: the page as visitors see it at this width"
              className="one-editor-frame"
              style={{ height: viewHeight / scale }}
              // Not sandboxed: the editor renders into this frame's document (a React portal)
              // from its own window, and React gives elements with a click handler a do-nothing
              // `onclick`, which a frame sandboxed without scripts refuses to run, logging an
              // error on every click. No script of the frame's own runs: it is an about:blank
              // document with the editor page's policy (no inline script or handler), its
              // content is the renderer's, sanitised, and the canvas's input handlers keep its
              // links and forms from acting (useFrameInput).
            />
          </div>
        </div>
        <CanvasOverlay frame={frame} scale={scale} />
        <InlineEditor frame={frame} />
        {pan !== 'idle' && (
          <div className="one-editor-pan-shield" data-panning={pan === 'panning'} aria-hidden />
        )}
      </div>
      <LazyComponentContextMenu />
      {frame &&
        createPortal(
          <CanvasContent frameDocument={frame.document} scopeId={scopeId} />,
          frame.mount,
        )}
    </div>
  );
}
