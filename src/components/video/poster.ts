/** foundation.md: the poster is the frame at 1 second, as a JPEG at quality 0.8. */
export const POSTER_TIME_SECONDS = 1;
export const POSTER_JPEG_QUALITY = 0.8;
const TIMEOUT_MS = 15_000;
/** How long to wait, after the seek, for the browser to present the frame before drawing anyway. */
const FRAME_WAIT_MS = 500;

/**
 * Generates the poster of a video file (or URL of the same origin) in the browser: seeks to the
 * frame at 1 second (the last frame for a shorter clip), draws it to a canvas and returns a JPEG
 * at quality 0.8. Used by the editor's video upload. Rejects with a readable error when the
 * browser cannot decode the video.
 */
export function generateVideoPoster(video: Blob | string): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const element = document.createElement('video');
    const objectUrl = typeof video === 'string' ? null : URL.createObjectURL(video);
    let settled = false;
    const finish = (error: Error | null, blob?: Blob) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(frameWait);
      element.removeAttribute('src');
      element.load();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      if (error) reject(error);
      else resolve(blob!);
    };
    const timer = setTimeout(
      () => finish(new Error('Could not read a frame from this video in time.')),
      TIMEOUT_MS,
    );
    element.muted = true;
    element.playsInline = true;
    element.preload = 'auto';
    element.crossOrigin = 'anonymous';
    element.addEventListener('error', () =>
      finish(new Error('This video could not be decoded to make a poster.')),
    );
    // 'seeked' can fire before the frame at the new time is decoded; drawn then, the poster came
    // out dark now and again. So draw once the element holds current data and, where the browser
    // reports presented frames, once that frame is shown (or after a short wait if none comes).
    let seeked = false;
    let frameShown = !('requestVideoFrameCallback' in element);
    let frameWait: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      if (settled || !seeked || !frameShown) return;
      if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      clearTimeout(frameWait);
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) {
        finish(new Error('This video has no picture to make a poster from.'));
        return;
      }
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) =>
          blob ? finish(null, blob) : finish(new Error('The poster image could not be encoded.')),
        'image/jpeg',
        POSTER_JPEG_QUALITY,
      );
    };
    element.addEventListener('loadedmetadata', () => {
      if (!frameShown) {
        element.requestVideoFrameCallback(() => {
          frameShown = true;
          draw();
        });
      }
      // A recording straight from MediaRecorder has no duration (Infinity): seek to 1 s itself.
      const { duration } = element;
      element.currentTime = Number.isFinite(duration)
        ? Math.min(POSTER_TIME_SECONDS, Math.max(0, duration - 0.05))
        : POSTER_TIME_SECONDS;
    });
    element.addEventListener('seeked', () => {
      seeked = true;
      frameWait = setTimeout(() => {
        frameShown = true;
        draw();
      }, FRAME_WAIT_MS);
      draw();
    });
    element.addEventListener('loadeddata', draw);
    element.addEventListener('canplay', draw);
    element.src = objectUrl ?? (video as string);
  });
}
