import DOMPurify, { type Config } from 'isomorphic-dompurify';

/** One purpose's DOMPurify: its config and hook, applied to every call. */
export interface Purifier {
  toString(dirty: string): string;
  toFragment(dirty: string): DocumentFragment;
}

type PurifierConfig = Omit<Config, 'RETURN_DOM_FRAGMENT' | 'RETURN_DOM' | 'RETURN_TRUSTED_TYPE'>;

/**
 * A sanitiser with its configuration set once. DOMPurify re-reads a config passed to
 * `sanitize()` on every call — it rebuilds its allow-lists, about two thirds of a short
 * text's cost — and its hooks are global to an instance. So where there is a window (the
 * browser, jsdom in tests) each purpose gets instances of its own, configured and hooked
 * once. On the server (no window) the shared instance takes the config and the hook per
 * call, as DOMPurify documents; the result is the same.
 */
export function createPurifier(
  config: PurifierConfig,
  afterSanitizeAttributes?: (node: Element) => void,
): Purifier {
  // Made on first use, so importing a schema costs nothing.
  let made: Purifier | null = null;
  return {
    toString: (dirty) => (made ??= makePurifier(config, afterSanitizeAttributes)).toString(dirty),
    toFragment: (dirty) =>
      (made ??= makePurifier(config, afterSanitizeAttributes)).toFragment(dirty),
  };
}

function makePurifier(
  config: PurifierConfig,
  afterSanitizeAttributes?: (node: Element) => void,
): Purifier {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') {
    const configured = (extra: Config) => {
      const instance = DOMPurify(window);
      instance.setConfig({ ...config, ...extra });
      if (afterSanitizeAttributes)
        instance.addHook('afterSanitizeAttributes', afterSanitizeAttributes);
      return instance;
    };
    const toString = configured({});
    const toFragment = configured({ RETURN_DOM_FRAGMENT: true });
    if (toString.isSupported) {
      return {
        toString: (dirty) => toString.sanitize(dirty) as unknown as string,
        toFragment: (dirty) => toFragment.sanitize(dirty) as unknown as DocumentFragment,
      };
    }
  }
  const withHook = <T>(run: () => T): T => {
    if (!afterSanitizeAttributes) return run();
    DOMPurify.addHook('afterSanitizeAttributes', afterSanitizeAttributes);
    try {
      return run();
    } finally {
      DOMPurify.removeHook('afterSanitizeAttributes', afterSanitizeAttributes);
    }
  };
  return {
    toString: (dirty) => withHook(() => DOMPurify.sanitize(dirty, config)),
    toFragment: (dirty) =>
      withHook(() => DOMPurify.sanitize(dirty, { ...config, RETURN_DOM_FRAGMENT: true })),
  };
}
