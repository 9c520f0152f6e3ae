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

/** How much the canvas is scaled down to fit (1 = actual size). */
let scale = 1;

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
  measure(): FrameSnapshot {
    if (!current) return { components: [], slots: [] };
    return measureFrame(current.document, editorStore.getState().document);
  },
};
