import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../context';
import { collections, tokens } from '../db/schema';
import { notFound } from '../errors';
import { collectionCacheKeyMatches } from './collections';
import { errors, json, security } from './openapi';

const revalidateRoute = createRoute({
  method: 'post',
  path: '/v1/links/revalidate',
  tags: ['Links'],
  security,
  description:
    'Drops the cached page data of the one token behind a short URL (after its registration), and nothing else. An unknown short URL is a 404. A public write: rate-limited like every other.',
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ short_url: z.string().trim().min(1).max(100) }) },
      },
      required: true,
    },
  },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Revalidated'),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    429: errors[429],
  },
});

export function registerLinkRoutes(app: App) {
  app.openapi(revalidateRoute, async (c) => {
    const { short_url } = c.req.valid('json');
    const { db, cache } = c.var.deps;
    // Only the named token's entries, and only for a token that exists: a caller can refresh
    // the page they are looking at, never flush what every other visitor is served.
    const [token] = await db
      .select({ tokenId: tokens.tokenId, collectionId: collections.id, slug: collections.slug })
      .from(tokens)
      .innerJoin(collections, eq(collections.id, tokens.collectionId))
      .where(eq(tokens.shortUrl, short_url))
      .limit(1);
    if (!token) throw notFound(`short_url "${short_url}"`);
    cache.deleteMatching((key) =>
      collectionCacheKeyMatches(key, [token.collectionId, token.slug], token.tokenId),
    );
    return c.json({ success: true }, 200);
  });
}
