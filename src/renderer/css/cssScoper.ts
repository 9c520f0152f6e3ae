import type { ScopedCss } from './scopeCss';

/** scopeCss (./scopeCss.ts): postcss and its selector parser, loaded only for custom CSS. */
export type CssScoper = (input: string, scope: string) => ScopedCss;

let scoper: CssScoper | null = null;
let loading: Promise<CssScoper> | null = null;
const listeners = new Set<() => void>();

/**
 * Called by ./scopeCss.ts as it loads: whoever imports that module, statically (the server,
 * `npm run export`, the custom-CSS panel) or through loadCssScoper, makes the scoper available.
 */
export function provideCssScoper(fn: CssScoper): void {
  if (scoper === fn) return;
  scoper = fn;
  for (const listener of listeners) listener();
}

/** The scoper when its module has loaded, else null: scoped CSS is never applied unscoped. */
export function loadedCssScoper(): CssScoper | null {
  return scoper;
}

/** Loads the scoper's chunk once; a failed load may be tried again. */
export function loadCssScoper(): Promise<CssScoper> {
  if (scoper) return Promise.resolve(scoper);
  loading ??= import('./scopeCss').then(
    (module) => {
      provideCssScoper(module.scopeCss);
      return module.scopeCss;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Told once when the scoper becomes available (for useSyncExternalStore). */
export function subscribeCssScoper(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
