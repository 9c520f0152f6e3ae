import type { Options } from 'browser-image-compression';

/** The browser-image-compression call, swappable in unit tests (jsdom has no canvas). */
export type Compressor = (file: File, options: Options) => Promise<File>;

/**
 * browser-image-compression in a web worker that loads the library from our own origin. Left to
 * itself the library's worker fetches its code from cdn.jsdelivr.net: a third-party script on
 * every upload, and no worker at all where that host is unreachable. Vite emits the file as an
 * asset; it is imported lazily so server-side rendering (tsx) never resolves the `?url` import,
 * and the library itself with it: only an upload needs it, not opening a page or the editor.
 */
export const selfHostedCompressor: Compressor = async (file, options) => {
  // The library itself loads with the first upload, never with the page.
  const [{ default: imageCompression }, { default: libPath }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  // The worker is a blob: URL, so the library's address must be absolute.
  const libURL = new URL(libPath, window.location.href).href;
  return imageCompression(file, { ...options, libURL });
};
