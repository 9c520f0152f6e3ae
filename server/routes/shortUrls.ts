import { eq } from 'drizzle-orm';
import { tokenPagePath } from '../config';
import type { App } from '../context';
import { collections, tokens } from '../db/schema';
import { messagePage } from '../messagePage';
import { recordEvent } from '../services/analyticsRecorder';

const notFoundPage = (nonce: string) =>
  messagePage({
    nonce,
    title: 'Product not found',
    heading: 'Product not found',
    message: 'This tap link does not match any product. Try tapping your product again.',
  });

/**
 * A tap on an NFC tag: /t/{code} → the token page with register and code. A code that matches
 * no item gets the visitor pages' not-found page (404, in the visitor's language, with a way
 * home) when the server serves the front end; an API-only server answers its own short page.
 */
export function registerShortUrlRoutes(app: App, options: { frontEnd: boolean }) {
  app.get('/t/:code', async (c, next) => {
    const unknown = () => (options.frontEnd ? next() : c.html(notFoundPage(c.var.cspNonce), 404));
    const code = c.req.param('code');
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(code)) return unknown();
    const [row] = await c.var.deps.db
      .select({
        collectionId: collections.id,
        slug: collections.slug,
        tokenId: tokens.tokenId,
        archivedAt: collections.archivedAt,
        siteId: collections.siteId,
      })
      .from(tokens)
      .innerJoin(collections, eq(collections.id, tokens.collectionId))
      .where(eq(tokens.shortUrl, code))
      .limit(1);
    // An archived collection's items are gone for visitors, taps included.
    // Another site's tap code is unknown on this host.
    if (!row || row.archivedAt || row.siteId !== c.var.site?.id) return unknown();
    await recordEvent(c, 'tap', { collectionId: row.collectionId, tokenId: row.tokenId });
    const params = new URLSearchParams({ register: 'true', code });
    c.header('cache-control', 'no-store');
    return c.redirect(`${tokenPagePath(row.slug, row.tokenId)}?${params}`, 302);
  });
}
