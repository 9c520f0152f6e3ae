/**
 * The visitor routes (docs/decisions/visitor-pages.md). Pure: a path and query in, a route out.
 */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'preview' }
  | { kind: 'demo' }
  | {
      kind: 'collection';
      slug: string;
      /** Set on a token page. */
      tokenId: string | null;
      /** layout_id: the success layout (or any published layout) instead of the collection's own. */
      layoutId: string | null;
      /** The short URL code of a tap ('code'). */
      shortUrl: string | null;
      /** The page was opened with 'register'. */
      register: boolean;
    }
  | {
      kind: 'not-found';
      /** A tap link (/t/{code}) whose code matches no item: the server redirects the others. */
      tap?: true;
    };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const SEGMENT = /^[^/]{1,200}$/;

export function parseRoute(pathname: string, search: string): SiteRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'home' };
  if (path === '/preview') return { kind: 'preview' };
  if (path === '/demo') return { kind: 'demo' };
  const parts = path.split('/').slice(1);
  // A known tap code never reaches a page: the server redirects it to its item.
  if (parts[0] === 't') return { kind: 'not-found', tap: true };
  if (parts[0] !== 'c' || parts.length < 2 || parts.length > 3) return { kind: 'not-found' };
  const slug = decode(parts[1] ?? '');
  const tokenId = parts[2] === undefined ? null : decode(parts[2]);
  if (
    !slug ||
    !SEGMENT.test(slug) ||
    (parts[2] !== undefined && (!tokenId || !SEGMENT.test(tokenId)))
  ) {
    return { kind: 'not-found' };
  }
  const query = new URLSearchParams(search);
  const register = query.get('register');
  return {
    kind: 'collection',
    slug,
    tokenId,
    layoutId: query.get('layout_id')?.trim() || null,
    shortUrl: query.get('code')?.trim() || null,
    register: register !== null && register !== 'false' && register !== '0',
  };
}

export function collectionPath(slug: string, tokenId?: string | null): string {
  return `/c/${encodeURIComponent(slug)}${tokenId ? `/${encodeURIComponent(tokenId)}` : ''}`;
}
