import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, errorBody } from '../errors';
import { SESSION_HEADER } from '../auth/session';
import { embeddingOrigin } from './origins';

/** What an embedded page sends: the API's own headers, nothing more. */
const ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'x-api-key',
  SESSION_HEADER,
  'idempotency-key',
  'prefer',
].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What an embedded page may read besides the safelisted headers: its new session, a wait. */
const EXPOSED_HEADERS = [SESSION_HEADER, 'retry-after', 'etag'].join(', ');
/** Browsers keep a preflight's answer this long (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the API, per site: a request from one of the site's embedding origins
 * (server/embed/origins.ts) gets `Access-Control-Allow-Origin` naming that origin, and its
 * preflight a 204 with the methods and headers the API takes. Any other origin gets no CORS
 * header at all (its preflight a 403 saying why), so the browser keeps the answer from its page.
 * No credentials are allowed: an embed's session travels in the x-vitrine-session header, which
 * third-party cookie blocking does not touch, and is accepted only from an allowed origin.
 */
export function embedCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestOrigin = c.req.header('origin');
    const allowed = embeddingOrigin(c);
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (preflight) {
      c.header('vary', 'Origin');
      if (!allowed) {
        const who = requestOrigin ?? 'This page';
        return c.json(errorBody(403, `${who} may not call this site's API from the browser`), 403);
      }
      c.header('access-control-allow-origin', allowed);
      c.header('access-control-allow-methods', ALLOWED_METHODS);
      c.header('access-control-allow-headers', ALLOWED_HEADERS);
      c.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
      return c.body(null, 204);
    }
    if (c.req.header(SESSION_HEADER) !== undefined && !allowed) {
      throw new ApiError(
        403,
        `${SESSION_HEADER}: a session header is accepted only from the site's embedding origins`,
      );
    }
    await next();
    if (requestOrigin === undefined) return;
    c.res.headers.append('vary', 'Origin');
    if (allowed) {
      c.res.headers.set('access-control-allow-origin', allowed);
      c.res.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
    }
  };
}
