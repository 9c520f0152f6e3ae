import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { isEditorPath } from '../securityHeaders';

/**
 * A visitor page is the same for every visitor (what depends on the visitor fills in after
 * load), so any cache may keep it; max-age=0 makes every request ask again — with the ETag, a
 * 304 — so a publish reaches the next request, while stale-while-revalidate lets a cache answer
 * at once from the previous revision during its window while it fetches the new one.
 */
export const VISITOR_PAGE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

/**
 * API answers may depend on the session cookie or the key sent: only the browser that asked may
 * keep them, and it asks again each time (a 304 when its ETag still matches).
 */
export const API_CACHE_CONTROL = 'private, no-cache';

/** Pages a visitor opens: everything but the editor, the API, the development outbox and files. */
export function isVisitorPagePath(path: string): boolean {
  return !isEditorPath(path) && !/^\/(v1|dev|uploads|assets)(\/|$)/.test(path);
}

/**
 * The default Cache-Control of successful GETs that did not choose one: API answers are private
 * and revalidated, visitor pages (HTML) public with stale-while-revalidate. A response that sets
 * a cookie is never made public.
 */
export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const res = c.res;
    if (res.status !== 200 || res.headers.has('cache-control')) return;
    const path = c.req.path;
    if (path.startsWith('/v1/')) return void res.headers.set('cache-control', API_CACHE_CONTROL);
    const html = res.headers.get('content-type')?.toLowerCase().startsWith('text/html') ?? false;
    if (html && isVisitorPagePath(path) && !res.headers.has('set-cookie'))
      res.headers.set('cache-control', VISITOR_PAGE_CACHE_CONTROL);
  };
}
