import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { tokenPagePath } from '../config';
import type { App, Deps } from '../context';
import { collections, layouts, tokens } from '../db/schema';
import { escapeHtml } from '../messagePage';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/**
 * The pages visitors of a site can see: each of its collections that is not archived and whose
 * layout has a published revision, then each of its tokens' pages, oldest collection first.
 * Another site's pages are never listed on this one's host.
 */
async function publishedPages(deps: Deps, siteId: string): Promise<string[]> {
  const published = await deps.db
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .innerJoin(layouts, eq(layouts.id, collections.layoutId))
    .where(
      and(
        eq(collections.siteId, siteId),
        isNull(collections.archivedAt),
        isNotNull(layouts.publishedRevision),
      ),
    )
    .orderBy(asc(collections.createdAt));
  const pages: string[] = [];
  for (const collection of published) {
    if (pages.length >= SITEMAP_LIMIT) break;
    pages.push(`/c/${encodeURIComponent(collection.slug)}`);
    const rows = await deps.db
      .select({ tokenId: tokens.tokenId })
      .from(tokens)
      .where(eq(tokens.collectionId, collection.id))
      .orderBy(asc(tokens.id))
      .limit(SITEMAP_LIMIT - pages.length);
    for (const row of rows) pages.push(tokenPagePath(collection.slug, row.tokenId));
  }
  return pages;
}

/**
 * robots.txt (everything may be crawled but the API, the editor and the development outbox;
 * the sitemap's address) and sitemap.xml (every published collection and token page), with
 * absolute addresses from PUBLIC_URL.
 */
export function registerCrawlerFiles(app: App) {
  app.get('/robots.txt', (c) => {
    const publicUrl = c.var.deps.config.publicUrl;
    const body = [
      'User-agent: *',
      'Disallow: /v1/',
      'Disallow: /editor',
      'Disallow: /dev/',
      'Disallow: /preview',
      'Allow: /',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
  });

  app.get('/sitemap.xml', async (c) => {
    const { deps } = c.var;
    const pages = await publishedPages(deps, c.var.site?.id ?? '');
    const urls = pages
      .map((path) => `<url><loc>${escapeHtml(deps.config.publicUrl + path)}</loc></url>`)
      .join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
}
