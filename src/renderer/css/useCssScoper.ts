import { useEffect, useSyncExternalStore } from 'react';
import { loadCssScoper, loadedCssScoper, subscribeCssScoper, type CssScoper } from './cssScoper';

/**
 * The custom-CSS scoper, loading its chunk when `needed` (a layout with custom CSS) and
 * rendering again once it arrives; null until then. A failed load is logged and the page shows
 * without its custom CSS, never with it unscoped.
 */
export function useCssScoper(needed: boolean): CssScoper | null {
  const scoper = useSyncExternalStore(subscribeCssScoper, loadedCssScoper, loadedCssScoper);
  useEffect(() => {
    if (!needed || scoper) return;
    loadCssScoper().catch((error: unknown) =>
      console.error('Vitrine: the custom CSS could not be loaded', error),
    );
  }, [needed, scoper]);
  return scoper;
}
