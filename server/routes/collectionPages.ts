import { eq } from 'drizzle-orm';
import type { ResponseCache } from '../cache';
import type { App } from '../context';
import type { Db } from '../db/connect';
import { collections } from '../db/schema';
import { messagePage } from '../messagePage';
import { collectionIdForOldSlug } from '../services/collectionSlugs';

const notFoundPage = (nonce: string) =>
  messagePage({
    nonce,
    title: 'Collection not found',
    heading: 'Collection not found',
    message: 'This collection is not available.',
  });

/** What a slug in a visitor page's address is, on one site. */
type SlugStatus =
  /** The site's live collection, or no collection ever: the front end answers. */
  | { kind: 'page' }
  /** Archived, or another site's: a 404 page. */
  | { kind: 'unknown' }
  /** A slug the collection had before: 301 to its new one. */
  | { kind: 'moved'; slug: string };

async function slugStatus(db: Db, slug: string, site: string): Promise<SlugStatus> {
  // Another site's collection does not exist on this host.
  const elsewhere = (siteId: string) => siteId !== site;
  const [current] = await db
    .select({ archivedAt: collections.archivedAt, siteId: collections.siteId })
    .from(collections)
    .where(eq(collections.slug, slug))
    .limit(1);
  if (current)
    return current.archivedAt || elsewhere(current.siteId) ? { kind: 'unknown' } : { kind: 'page' };
  const movedTo = await collectionIdForOldSlug(db, slug);
  if (!movedTo) return { kind: 'page' };
  const [moved] = await db
    .select({
      slug: collections.slug,
      archivedAt: collections.archivedAt,
      siteId: collections.siteId,
    })
    .from(collections)
    .where(eq(collections.id, movedTo))
    .limit(1);
  if (!moved) return { kind: 'page' };
  if (moved.archivedAt || elsewhere(moved.siteId)) return { kind: 'unknown' };
  return { kind: 'moved', slug: moved.slug };
}

/** Slugs whose status is remembered, apart from the pages so made-up slugs never evict them. */
const REMEMBERED_SLUGS = 2000;
const slugCaches = new WeakMap<ResponseCache, ResponseCache>();
const remembered = (cache: ResponseCache) => {
  let slugs = slugCaches.get(cache);
  if (!slugs) slugCaches.set(cache, (slugs = cache.dependent(REMEMBERED_SLUGS)));
  return slugs;
};

/**
 * Visitor pages under /c/{slug}/…: a slug the collection had before answers 301 with its new
 * address (the rest of the path and the query kept); an archived collection's pages, and
 * another site's (by the host), are 404.
 * Anything else goes on to the front end. The answer per slug is remembered until the next
 * write clears the response cache (slugs, archiving and sites change only through such writes).
 */
export function registerCollectionPageRoutes(app: App) {
  app.use('/c/*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const encoded = c.req.path.split('/')[2] ?? '';
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      return next();
    }
    if (!slug || slug.length > 200) return next();
    const { db, cache } = c.var.deps;
    const site = c.var.site?.id ?? '';
    const status = await remembered(cache).remember(`${site}|${slug}`, () =>
      slugStatus(db, slug, site),
    );
    if (status.kind === 'unknown') return c.html(notFoundPage(c.var.cspNonce), 404);
    if (status.kind === 'moved') {
      const url = new URL(c.req.url);
      const rest = url.pathname.slice(`/c/${encoded}`.length);
      return c.redirect(`/c/${encodeURIComponent(status.slug)}${rest}${url.search}`, 301);
    }
    return next();
  });
}
