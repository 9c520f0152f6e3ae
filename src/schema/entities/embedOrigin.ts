import { z } from 'zod';

/**
 * The origin a text names, or null when it is not exactly an origin: http(s), host and optional
 * port, nothing after (a trailing slash is tolerated). Embed origins go into `frame-ancestors`
 * and `Access-Control-Allow-Origin` as they are, so anything looser would not match a browser's.
 */
export function exactOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === text.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

export const EMBED_ORIGIN_MESSAGE =
  'an embedding origin is scheme, host and optional port, like https://shop.example.com';

/** One origin allowed to embed a site's pages; normalised the way browsers send it. */
export const embedOrigin = z
  .string()
  .trim()
  .max(300)
  .transform((text, ctx) => {
    const origin = exactOrigin(text);
    if (origin === null) {
      ctx.addIssue({ code: 'custom', message: EMBED_ORIGIN_MESSAGE });
      return z.NEVER;
    }
    return origin;
  });
