import { canvasBridge } from '../canvas/canvasBridge';
import type { FrameSnapshot } from '../canvas/geometry';

/**
 * The measured frame a drag lands by. It is measured again whenever the frame's size or scale
 * has changed since: a drag from the palette of a narrow editor shows the canvas only once
 * picked up, and the canvas fits itself to its width a frame or two after it is shown, so a
 * measure taken at pick-up would place the drop somewhere other than under the pointer.
 */
export function createLiveSnapshot() {
  let snapshot: FrameSnapshot = { components: [], slots: [] };
  /** The geometry the snapshot was measured at. */
  let measuredAt: string | null = null;
  return {
    /** Measures the frame as it is now (a drag starts). */
    measure() {
      snapshot = canvasBridge.measure();
      measuredAt = canvasBridge.geometryKey();
    },
    current(): FrameSnapshot {
      const now = canvasBridge.geometryKey();
      if (now !== measuredAt) {
        snapshot = canvasBridge.measure();
        measuredAt = now;
      }
      return snapshot;
    },
  };
}

/** Frames to wait at most for a canvas just shown to settle, so a drag never waits forever. */
const MAX_FRAMES = 60;

/**
 * Calls `settled` once the canvas is shown and its size and scale have held for two frames (it
 * fits itself to the width it is shown at, in a rendering after the one that shows it).
 * Returns a function that stops the waiting.
 */
export function whenCanvasSettles(settled: () => void): () => void {
  let frame = 0;
  let held = 0;
  let last: string | null = null;
  let handle = requestAnimationFrame(function check() {
    const now = canvasBridge.geometryKey();
    frame += 1;
    held = now !== null && now === last ? held + 1 : 0;
    if (held >= 2 || frame >= MAX_FRAMES) return settled();
    last = now;
    handle = requestAnimationFrame(check);
  });
  return () => cancelAnimationFrame(handle);
}
