/**
 * jsdom implements no matchMedia, which embla (like every browser) relies on. This gives jsdom a
 * media-query list that never matches, as a 0-px-wide window would; real matching is checked in
 * Chromium (tests/browser/components-1.test.ts).
 */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Nor IntersectionObserver or ResizeObserver: observers that never fire, as in an unlaid-out page. */
class NeverObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const globals = globalThis as Record<string, unknown>;
globals.IntersectionObserver ??= NeverObserver;
globals.ResizeObserver ??= NeverObserver;
export {};
