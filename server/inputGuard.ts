import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonTextTooDeep, tooDeepMessage } from '../src/schema/jsonDepth';
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

const tooLarge = () =>
  new ApiError(
    413,
    `Request body too large: a JSON body may be at most ${JSON_BODY_LIMIT} bytes (10 MB)`,
  );

/** For a body sent in chunks, without a length: counted as it arrives, refused past the limit. */
const chunkedTooLarge = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * Runs `next` when the body is within the limit. A body with a Content-Length (every browser's
 * and client's JSON) is judged by it — Node's parser reads exactly that many bytes — and is then
 * read straight from the connection by the route. Only a chunked body goes through the counting
 * reader, which makes a full web Request (a stream, an abort signal) first: for every save that
 * was more of the request's work than reading it.
 */
function withinLimit(c: Context<AppEnv>, next: () => Promise<void>): Promise<void | Response> {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined)
    return chunkedTooLarge(c, next);
  if (Number(length) > JSON_BODY_LIMIT) throw tooLarge();
  return next();
}

/**
 * The first key or string value (at any depth) that cannot be stored, as a dotted path. An
 * explicit stack, not recursion: the walk's cost is the value's size, never the stack's depth.
 */
function findUnstorable(body: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path.join('.') || 'body';
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: [...path, String(i)] });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) if (UNSTORABLE.test(key)) return [...path, key].join('.');
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return null;
}

/**
 * Input refused at the door with a 4xx that says why, before any route or the database sees
 * it: a NUL or an unpaired surrogate in the address or in a JSON body (PostgreSQL cannot store
 * them, which used to surface as a 500), JSON bodies over 10 MB (413), and JSON nested more
 * than MAX_JSON_DEPTH levels (400, found by a scan of the text before anything parses it).
 * Multipart uploads keep their own limits and content checks.
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
    return withinLimit(c, async () => {
      const text = await c.req.text();
      if (jsonTextTooDeep(text)) throw badRequest(tooDeepMessage('body'));
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
