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

export const canvasBridge = {
  register(elements: CanvasElements | null) {
    current = elements;
  },
  get(): CanvasElements | null {
    return current;
  },
  /** Frame coordinates → editor window coordinates offset. */
  frameOffset(): { left: number; top: number } {
    const rect = current?.iframe.getBoundingClientRect();
    return { left: rect?.left ?? 0, top: rect?.top ?? 0 };
  },
  measure(): FrameSnapshot {
    if (!current) return { components: [], slots: [] };
    return measureFrame(current.document, editorStore.getState().document);
  },
};
