/**
 * URL checks for every link, source and embed the kit emits. React-free: the server and the
 * schemas use them too.
 */

export const WEB_SCHEMES = ['http:', 'https:'] as const;
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export interface SafeUrlOptions {
  /** Accept paths relative to the page ('/a', './a', '../a', '?q', '#x'). Default true. */
  allowRelative?: boolean;
}

// Control characters and whitespace inside a URL are how `java\tscript:` tricks start.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const RELATIVE = /^(\/(?!\/)|\.\.?\/|\?|#)/;

/**
 * The URL if it parses with `new URL()` and its scheme is in `schemes`, else null. Absolute URLs
 * come back normalised (`href`); relative paths come back as given, when allowed.
 * Protocol-relative URLs ('//host') count as https.
 */
export function safeUrl(
  url: string,
  schemes: readonly string[] = WEB_SCHEMES,
  { allowRelative = true }: SafeUrlOptions = {},
): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!trimmed || trimmed.length > 4096 || CONTROL.test(trimmed) || trimmed.includes('\\')) {
    return null;
  }
  if (trimmed.startsWith('//')) return safeUrl(`https:${trimmed}`, schemes, { allowRelative });
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    if (!allowRelative || !RELATIVE.test(trimmed)) return null;
    try {
      // Resolving against a throwaway base proves the path parses and stays on the same origin.
      const resolved = new URL(trimmed, 'https://relative.invalid/base/');
      return resolved.origin === 'https://relative.invalid' ? trimmed : null;
    } catch {
      return null;
    }
  }
  if (!schemes.includes(parsed.protocol)) return null;
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.hostname)
    return null;
  return parsed.href;
}

/** True when `safeUrl` accepts the URL. */
export function isSafeUrl(url: string, schemes: readonly string[] = WEB_SCHEMES): boolean {
  return safeUrl(url, schemes) !== null;
}

/** The hostname of an absolute http(s) URL, lower-cased, without a leading 'www.'; else null. */
export function urlHost(url: string): string | null {
  const safe = safeUrl(url, WEB_SCHEMES, { allowRelative: false });
  if (!safe) return null;
  return new URL(safe).hostname.toLowerCase().replace(/^www\./, '');
}
