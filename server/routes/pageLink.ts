import type { Context } from 'hono';

/**
 * The address of another page of the same list: the request's own path and query (every
 * filter kept) with `limit` and `offset` set, so pagination links read the same everywhere.
 */
export function pageLink(c: Context, limit: number, offset: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  return `${url.pathname}${url.search}`;
}
