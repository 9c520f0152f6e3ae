import { startTransition, useEffect, useReducer } from 'react';

/**
 * A module the editor loads the first time a panel or field needs it, once: every later use
 * gets the same module at once, without a render in between.
 */
export interface LazyModule<T> {
  /** Starts loading (once) and resolves to the module. */
  load(): Promise<T>;
  /** The module when it has loaded, else undefined. */
  loaded(): T | undefined;
  /** The last load's error, if it failed. */
  failed(): unknown;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let promise: Promise<T> | null = null;
  let value: T | undefined;
  let error: unknown;
  return {
    load() {
      if (!promise) error = undefined;
      promise ??= loader().then(
        (module) => {
          value = module;
          error = undefined;
          return module;
        },
        (cause: unknown) => {
          promise = null;
          error = cause;
          throw cause;
        },
      );
      return promise;
    },
    loaded: () => value,
    failed: () => error,
  };
}

export type LazyState = 'ready' | 'loading' | 'failed';

/**
 * Whether every one of `modules` has loaded; starts loading those that have not, and re-renders
 * the caller when they arrive or fail. A part the editor shows of its own accord rather than
 * because the owner asked for it (`background`) is rendered as a transition: React may pause
 * it, so a dialog or menu the owner opens meanwhile is drawn first rather than after it.
 */
export function useLazyModules(
  modules: readonly LazyModule<unknown>[],
  { background = false }: { background?: boolean } = {},
): LazyState {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const missing = modules.filter((m) => m.loaded() === undefined);
  const key = missing.map((m) => modules.indexOf(m)).join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    const settle = () => {
      if (!live) return;
      if (background) startTransition(rerender);
      else rerender();
    };
    Promise.all(missing.map((m) => m.load())).then(settle, settle);
    return () => {
      live = false;
    };
    // `missing` is derived from `modules`; `key` says which of them are still missing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (missing.length === 0) return 'ready';
  return missing.some((m) => m.failed() !== undefined) ? 'failed' : 'loading';
}
