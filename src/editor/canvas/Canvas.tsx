import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { breakpointForWidth, devicePreviewWidth } from '../../schema/breakpoints';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDevice } from '../store/selectors';
import { canvasBridge } from './canvasBridge';
import { CanvasContent } from './CanvasContent';
import { CanvasOverlay } from './CanvasOverlay';
import { useFrame } from './useFrame';
import { useRevealSelection } from './useRevealSelection';
import { OFFSCREEN_CSS, useSkipOffscreen } from './useSkipOffscreen';

/** Builder-only room for empty areas, so there is somewhere to drop; visitors never get it. */
const FRAME_CSS = `.one-layout[data-builder] .one-area:empty{min-height:72px}${OFFSCREEN_CSS}`;

/**
 * The canvas: an iframe as wide as the previewed device, so every media query in the page
 * (breakpoint overrides, hidden areas, device visibility, custom CSS) sees that width exactly
 * as a visitor's browser would. The renderer runs in this window and renders into the frame
 * through a portal; the overlay is drawn above the frame.
 */
export function Canvas() {
  const device = useEditorStore(selectDevice);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const frame = useFrame(iframeRef);
  useSkipOffscreen(frame);
  useRevealSelection();
  const [height, setHeight] = useState(600);
  const [available, setAvailable] = useState(0);
  const scopeId = `E${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    const iframe = iframeRef.current;
    const scroller = scrollerRef.current;
    if (!frame || !iframe || !scroller) return;
    canvasBridge.register({ iframe, document: frame.document, scroller });
    const style = frame.document.createElement('style');
    style.textContent = FRAME_CSS;
    frame.document.head.appendChild(style);
    const view = frame.document.defaultView!;
    // The frame grows with its content, so the canvas scrolls as one and the overlay needs no
    // scroll bookkeeping. Never shorter than the visible canvas (a page can be short).
    const fit = () => {
      const body = frame.document.body;
      const content = Math.ceil(
        body.getBoundingClientRect().bottom +
          parseFloat(view.getComputedStyle(body).marginBottom || '0'),
      );
      const scale = canvasBridge.scale();
      const visible = (scroller.clientHeight - 34) / scale;
      setAvailable(scroller.clientWidth - 32);
      setHeight((h) => {
        const next = Math.max(content, visible);
        return Math.abs(next - h) > 1 ? next : h;
      });
      editorStore.getState().setFitBreakpoint(breakpointForWidth(iframe.clientWidth));
    };
    const observer = new view.ResizeObserver(fit);
    observer.observe(frame.document.body);
    const outer = new ResizeObserver(fit);
    outer.observe(scroller);
    outer.observe(iframe);
    fit();
    return () => {
      observer.disconnect();
      outer.disconnect();
      style.remove();
      canvasBridge.register(null);
    };
  }, [frame]);

  // A device wider than the canvas is scaled down to fit: the frame keeps the device's width,
  // so media queries still see it, and the owner sees the whole page.
  const deviceWidth = device === 'fit' ? null : devicePreviewWidth[device];
  const scale =
    deviceWidth && available > 0 && available < deviceWidth
      ? Math.max(0.25, available / deviceWidth)
      : 1;
  canvasBridge.setScale(scale);
  const width = deviceWidth ? `${deviceWidth}px` : '100%';
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
        style={deviceWidth ? { width: deviceWidth * scale, height: height * scale } : undefined}
        data-scale={scale === 1 ? undefined : scale.toFixed(2)}
      >
        <div
          className="one-editor-canvas-stage"
          style={{ width, transform: scale === 1 ? undefined : `scale(${scale})` }}
          data-device={device}
        >
          <iframe
            ref={iframeRef}
            title="Page canvas: the page as visitors see it at this width"
            className="one-editor-frame"
            style={{ height }}
            // allow-same-origin: the editor renders into this frame's document (a React portal),
            // which needs same-origin access. No allow-scripts: nothing runs inside the frame;
            // the renderer runs in the editor's window. Nothing else is allowed (no forms,
            // popups or navigation from the canvas).
            sandbox="allow-same-origin"
          />
        </div>
        <CanvasOverlay frame={frame} scale={scale} />
      </div>
      {scale !== 1 && (
        <p className="one-editor-canvas-scale" aria-live="polite">
          Shown at {Math.round(scale * 100)}% to fit
        </p>
      )}
      {frame &&
        createPortal(
          <CanvasContent frameDocument={frame.document} scopeId={scopeId} />,
          frame.mount,
        )}
    </div>
  );
}
