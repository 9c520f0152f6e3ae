import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { ApiError, badRequest } from './errors';

/** The largest JSON body: a 5,000-component layout with its custom CSS fits with room to spare. */
export const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/** Text no database column can hold: NUL, and a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A JSON escape that may spell one of them: \u0000, or any surrogate (\ud800–\udfff). */
const ESCAPED_UNSTORABLE = /\\u(?:0000|[dD][89a-fA-F])/;

const unstorable = (where: string) =>
  badRequest(`${where}: text may not contain the NUL character or an unpaired UTF-16 surrogate`);

const jsonTooLarge = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(
      413,
      `Request body too large: a JSON body may be at most ${JSON_BODY_LIMIT} bytes (10 MB)`,
    );
  },
});

/** The first key or string value (at any depth) that cannot be stored, as a dotted path. */
function findUnstorable(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, key].join('.');
      const found = findUnstorable(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Input refused at the door with a 4xx that says why, before any route or the database sees
 * it: a NUL or an unpaired surrogate in the address or in a JSON body (PostgreSQL cannot store
 * them, which used to surface as a 500), and JSON bodies over 10 MB (413). Multipart uploads
 * keep their own limits and content checks.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string;
    try {
      const url = new URL(c.req.url);
      address = decodeURIComponent(url.pathname) + decodeURIComponent(url.search);
    } catch {
      throw badRequest('The address is not valid percent-encoded UTF-8');
    }
    if (UNSTORABLE.test(address)) throw unstorable('The address');
    if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return next();
    return jsonTooLarge(c, async () => {
      const text = await c.req.text();
      // JSON carries these characters only as \u escapes (a raw NUL is not valid JSON): without
      // one, there is nothing to find, and the body is parsed once, by the route.
      if (!ESCAPED_UNSTORABLE.test(text)) return next();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // Malformed JSON: the route's own validation answers it, naming the problem.
        return next();
      }
      const where = findUnstorable(body);
      if (where !== null) throw unstorable(where);
      await next();
    });
  };
}
