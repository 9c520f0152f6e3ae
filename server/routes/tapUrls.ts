import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { z } from 'zod';
import { requireCollectionManager } from '../auth/canManage';
import type { App } from '../context';
import { tokens } from '../db/schema';
import { requireCollection } from '../services/collections';
import { tapUrl } from '../services/tapCodes';
import { errors, idParam, raw, security } from './openapi';

const tapUrlsCsv = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/tap-urls.csv',
  tags: ['Tokens'],
  security,
  description:
    'Secret key. Every token’s number, tap code and short URL as CSV (token_id,short_code,short_url), for writing the NFC tags.',
  request: { params: idParam },
  responses: {
    200: {
      content: { 'text/csv': { schema: z.string() } },
      description: 'The tap URLs, one token a line',
    },
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

export function registerTapUrlRoutes(app: App) {
  app.openapi(tapUrlsCsv, async (c) => {
    requireCollectionManager(c, 'read tap codes');
    const { db, config } = c.var.deps;
    const col = await requireCollection(db, c.req.valid('param').id);
    const rows = await db
      .select({ tokenId: tokens.tokenId, code: tokens.shortUrl })
      .from(tokens)
      .where(eq(tokens.collectionId, col.id))
      .orderBy(asc(tokens.id));
    const csv = Papa.unparse({
      fields: ['token_id', 'short_code', 'short_url'],
      data: rows.map((r) => [r.tokenId, r.code, tapUrl(config.publicUrl, r.code)]),
    });
    return raw(
      new Response(`${csv}\r\n`, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${col.slug}-tap-urls.csv"`,
          'cache-control': 'no-store',
        },
      }),
    );
  });
}
