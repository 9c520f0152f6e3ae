import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { z } from 'zod';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import type { App } from '../context';
import { collections, tokens } from '../db/schema';
import { requireCollection } from '../services/collections';
import { notFound } from '../errors';
import { tapUrl } from '../services/tapCodes';
import { tapQrSvg } from '../services/tapQr';
import { tokenByRowId } from '../services/tokenWrites';
import { errors, idParam, raw, security } from './openapi';

const tapUrlsCsv = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/tap-urls.csv',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Every token’s number, tap code and short URL as CSV (token_id,short_code,short_url), for writing the NFC tags.',
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

const tapQr = createRoute({
  method: 'get',
  path: '/v1/tokens/{id}/tap-qr.svg',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). The token’s short URL as a QR code (SVG), for printing on the item or its label.',
  request: {
    params: z.object({ id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647) }),
  },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The QR code' },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

export function registerTapUrlRoutes(app: App) {
  app.openapi(tapQr, async (c) => {
    requireRoleSomewhere(c, 'editor', 'read tap codes');
    const { db, config } = c.var.deps;
    const { id } = c.req.valid('param');
    const token = await tokenByRowId(db, id);
    if (!token) throw notFound(`Token ${id}`);
    const [owner] = await db
      .select({ siteId: collections.siteId })
      .from(collections)
      .where(eq(collections.id, token.collectionId))
      .limit(1);
    requireCollectionManager(c, 'read tap codes', owner?.siteId);
    const svg = await tapQrSvg(tapUrl(config.publicUrl, token.shortUrl));
    return raw(
      new Response(svg, {
        status: 200,
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' },
      }),
    );
  });

  app.openapi(tapUrlsCsv, async (c) => {
    requireRoleSomewhere(c, 'editor', 'read tap codes');
    const { db, config } = c.var.deps;
    const col = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'read tap codes', col.siteId);
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
