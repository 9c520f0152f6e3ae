import { eq } from 'drizzle-orm';
import type { App } from '../context';
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

/**
 * Visitor pages under /c/{slug}/…: a slug the collection had before answers 301 with its new
 * address (the rest of the path and the query kept); an archived collection's pages, and
 * another site's (by the host), are 404.
 * Anything else goes on to the front end.
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
    const { db } = c.var.deps;
    const [current] = await db
      .select({ archivedAt: collections.archivedAt, siteId: collections.siteId })
      .from(collections)
      .where(eq(collections.slug, slug))
      .limit(1);
    // Another site's collection does not exist on this host.
    const elsewhere = (siteId: string) => siteId !== c.var.site?.id;
    if (current) {
      if (current.archivedAt || elsewhere(current.siteId))
        return c.html(notFoundPage(c.var.cspNonce), 404);
      return next();
    }
    const movedTo = await collectionIdForOldSlug(db, slug);
    if (!movedTo) return next();
    const [moved] = await db
      .select({
        slug: collections.slug,
        archivedAt: collections.archivedAt,
        siteId: collections.siteId,
      })
      .from(collections)
      .where(eq(collections.id, movedTo))
      .limit(1);
    if (!moved) return next();
    if (moved.archivedAt || elsewhere(moved.siteId))
      return c.html(notFoundPage(c.var.cspNonce), 404);
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(`/c/${encoded}`.length);
    return c.redirect(`/c/${encodeURIComponent(moved.slug)}${rest}${url.search}`, 301);
  });
}
