import { editorStore } from '../store/editorStore';
import { canvasBridge } from './canvasBridge';
import {
  clampZoom,
  scaleOf,
  setZoomChoice,
  stepZoom,
  zoomStore,
  type ZoomChoice,
} from './zoomStore';

/** The scale the canvas shows now; null when the page fills the canvas ('Fit to window'). */
export function currentZoom(): number | null {
  const { device } = editorStore.getState();
  if (device === 'fit') return null;
  const { choices, fitScale } = zoomStore.getState();
  return scaleOf(choices[device], fitScale);
}

/** The middle of what the canvas shows, in editor window coordinates. */
function canvasCentre(): { x: number; y: number } | null {
  const scroller = canvasBridge.get()?.scroller;
  if (!scroller) return null;
  const box = scroller.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Zooms the previewed device's canvas, keeping the page point under `at` (an editor window
 * point: the pointer) or under the canvas's centre where it was. Nothing happens on 'Fit to
 * window', where the page is laid out at the canvas's own width.
 */
export function zoomTo(choice: ZoomChoice, at?: { x: number; y: number }): void {
  const { device } = editorStore.getState();
  if (device === 'fit') return;
  const point = at ?? canvasCentre();
  if (point) canvasBridge.anchorZoom(point.x, point.y);
  setZoomChoice(device, choice);
}

/** One menu level in or out. */
export function zoomStep(direction: 1 | -1): void {
  const scale = currentZoom();
  if (scale !== null) zoomTo(stepZoom(scale, direction));
}

/** A continuous zoom (Ctrl/⌘ + wheel, a trackpad pinch) by `factor` around a point. */
export function zoomByFactor(factor: number, at: { x: number; y: number }): void {
  const scale = currentZoom();
  if (scale !== null) zoomTo(clampZoom(scale * factor), at);
}
