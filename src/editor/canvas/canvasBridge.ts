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
  /** Editor window point → frame coordinates (the frame may be scaled down to fit). */
  toFrame(x: number, y: number): { x: number; y: number } {
    const rect = current?.iframe.getBoundingClientRect();
    return { x: (x - (rect?.left ?? 0)) / scale, y: (y - (rect?.top ?? 0)) / scale };
  },
  /** Frame point → editor window coordinates. */
  toWindow(x: number, y: number): { x: number; y: number } {
    const rect = current?.iframe.getBoundingClientRect();
    return { x: (rect?.left ?? 0) + x * scale, y: (rect?.top ?? 0) + y * scale };
  },
  measure(): FrameSnapshot {
    if (!current) return { components: [], slots: [] };
    return measureFrame(current.document, editorStore.getState().document);
  },
};
