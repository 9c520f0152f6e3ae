import { measureFrame, type FrameSnapshot } from './geometry';
import { editorStore } from '../store/editorStore';

/**
 * The one canvas on the page registers its frame here, so drag and drop (which lives above
 * the canvas in the tree) can measure it without threading refs through the shell.
 */
interface CanvasElements {
  iframe: HTMLIFrameElement;
  document: Document;
  scroller: HTMLElement;
}

let current: CanvasElements | null = null;

/** How much the canvas is scaled: fitted or zoomed (1 = actual size). */
let scale = 1;

/** A zoom keeps this page point under this editor point (the pointer, or the canvas's centre). */
let zoomAnchor: { page: { x: number; y: number }; client: { x: number; y: number } } | null = null;

/** The owner scrolls either the frame's page or the canvas scroller; each follows the other. */
function followFrame({ document, scroller }: CanvasElements) {
  const wanted = (document.scrollingElement?.scrollTop ?? 0) * scale;
  if (Math.abs(scroller.scrollTop - wanted) >= 0.5) scroller.scrollTop = wanted;
}

function followScroller({ document, scroller }: CanvasElements) {
  const page = document.scrollingElement;
  const wanted = scroller.scrollTop / scale;
  if (page && Math.abs(page.scrollTop - wanted) >= 0.5) page.scrollTop = wanted;
}

export const canvasBridge = {
  register(elements: CanvasElements | null) {
    current = elements;
  },
  get(): CanvasElements | null {
    return current;
  },
  setScale(value: number) {
    scale = value;
  },
  scale(): number {
    return scale;
  },
  /**
   * Editor window point → the frame's page coordinates (the frame may be scaled down to fit,
   * and scrolls its own page).
   */
  toFrame(x: number, y: number): { x: number; y: number } {
    const rect = current?.iframe.getBoundingClientRect();
    const view = current?.document.defaultView;
    return {
      x: (x - (rect?.left ?? 0)) / scale + (view?.scrollX ?? 0),
      y: (y - (rect?.top ?? 0)) / scale + (view?.scrollY ?? 0),
    };
  },
  /** The frame's page point → editor window coordinates. */
  toWindow(x: number, y: number): { x: number; y: number } {
    const rect = current?.iframe.getBoundingClientRect();
    const view = current?.document.defaultView;
    return {
      x: (rect?.left ?? 0) + (x - (view?.scrollX ?? 0)) * scale,
      y: (rect?.top ?? 0) + (y - (view?.scrollY ?? 0)) * scale,
    };
  },
  /**
   * Scrolls the canvas by `dy` editor pixels. The frame scrolls its page, and the canvas
   * scroller — whose scrollbar the owner sees — follows at once, so what is measured right
   * after (a drop target, the overlay) agrees with what is shown.
   */
  scrollBy(dy: number) {
    const page = current?.document.scrollingElement;
    if (!current || !page) return;
    page.scrollTop += dy / scale;
    followFrame(current);
  },
  /** Brings the canvas scroller to where the frame's page is scrolled. */
  followFrame() {
    if (current) followFrame(current);
  },
  /** Scrolls the frame's page to where the canvas scroller is scrolled. */
  followScroller() {
    if (current) followScroller(current);
  },
  /** Before a zoom: the page point now at editor point (x, y) stays there after it. */
  anchorZoom(x: number, y: number) {
    zoomAnchor = { page: this.toFrame(x, y), client: { x, y } };
  },
  /**
   * After a zoom's render: scrolls so the anchored page point is back under its editor point.
   * Vertically the frame scrolls its own page (the scroller follows); horizontally the scroller
   * scrolls the scaled frame.
   */
  applyZoomAnchor() {
    const anchor = zoomAnchor;
    zoomAnchor = null;
    const page = current?.document.scrollingElement;
    if (!anchor || !current || !page) return;
    const frameBox = current.iframe.getBoundingClientRect();
    page.scrollTop = anchor.page.y - (anchor.client.y - frameBox.top) / scale;
    followFrame(current);
    const moved = current.iframe.getBoundingClientRect();
    current.scroller.scrollLeft += moved.left + anchor.page.x * scale - anchor.client.x;
  },
  /**
   * The frame's size on screen and its scale, or null while the canvas is hidden (a narrow
   * editor shows one pane at a time): what a measured frame holds good for.
   */
  geometryKey(): string | null {
    const rect = current?.iframe.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return `${rect.width}x${rect.height}@${scale}`;
  },
  measure(): FrameSnapshot {
    if (!current) return { components: [], slots: [] };
    return measureFrame(current.document, editorStore.getState().document);
  },
};
