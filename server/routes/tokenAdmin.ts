import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { limitParam, offsetParam, paged } from '../../src/schema/entities/pagination';
import {
  adminToken,
  csvRowError,
  tokenPatch,
  tokensCreate,
  tokensCreated,
} from '../../src/schema/entities/tokenAdmin';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import type { App } from '../context';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { requireCollection } from '../services/collections';
import { readTokenCsv } from '../services/tokenCsvBody';
import {
  insertTokens,
  listTokens,
  nextTokenNumber,
  patchToken,
  rotateTapCode,
  toAdminToken,
  tokenSiteId,
} from '../services/tokenWrites';
import { errors, idParam, json, out, security } from './openapi';
import { pagination } from './pagination';

const tokenIdParam = z.object({
  id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647),
});
const auth = { 401: errors[401], 403: errors[403], 404: errors[404] };

const create = createRoute({
  method: 'post',
  path: '/v1/collections/{id}/tokens',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Creates tokens, each with its own unguessable tap code. JSON { count, start? }: count numbered tokens from start (else after the highest number), at most 10,000; numbers that exist are a 409 naming them. Or a text/csv file: a header with token_id and any attribute columns, at most 10,000 rows; every bad row is named with its line and reason (400, `rows`) and nothing is imported until the file is clean.',
  request: {
    params: idParam,
    body: {
      content: {
        'application/json': { schema: tokensCreate },
        'text/csv': { schema: z.string().max(2 * 1024 * 1024) },
      },
      // One of the two is required; not marked so because the router would then check a CSV body
      // against the JSON schema. The handler refuses a missing body (400 naming count).
      required: false,
    },
  },
  responses: {
    201: json(tokensCreated, 'The new tokens with their tap codes'),
    400: json(
      z.object({ error: z.string(), message: z.string(), rows: z.array(csvRowError).optional() }),
      'Bad input: the field, or every bad CSV row with its line and reason',
    ),
    ...auth,
    409: errors[409],
    413: errors[413],
    415: errors[415],
  },
});

const list = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/tokens',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). The collection’s tokens with their tap codes and short URLs, paged.',
  request: {
    params: idParam,
    query: z.object({ limit: limitParam(1000, 100), offset: offsetParam }),
  },
  responses: { 200: json(paged(adminToken), 'Tokens'), 400: errors[400], ...auth },
});

const patch = createRoute({
  method: 'patch',
  path: '/v1/tokens/{id}',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). One token’s own attributes, images and page layout (by its numeric id); layout_id null goes back to the collection’s token page layout.',
  request: {
    params: tokenIdParam,
    body: { content: { 'application/json': { schema: tokenPatch } }, required: true },
  },
  responses: { 200: json(adminToken, 'The token'), 400: errors[400], ...auth },
});

const rotate = createRoute({
  method: 'post',
  path: '/v1/tokens/{id}/rotate-code',
  tags: ['Tokens'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Gives the token a new tap code; the old code and its short URL stop working at once.',
  request: { params: tokenIdParam },
  responses: { 200: json(adminToken, 'The token with its new code'), 400: errors[400], ...auth },
});

/** The token's site, for the role check; no such token is a 404. */
async function tokenSite(db: Db, id: number): Promise<string> {
  const siteId = await tokenSiteId(db, id);
  if (!siteId) throw notFound(`Token ${id}`);
  return siteId;
}

export function registerTokenAdminRoutes(app: App) {
  app.openapi(create, async (c) => {
    requireRoleSomewhere(c, 'editor', 'create tokens');
    const { db, config, cache } = c.var.deps;
    const col = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'create tokens', col.siteId);
    const isCsv = /^text\/csv\b/i.test(c.req.header('content-type') ?? '');
    let itemsOf: Parameters<typeof insertTokens>[2];
    if (isCsv) {
      const rows = await readTokenCsv(c.req, db, col.id);
      itemsOf = async () => rows.map((r) => ({ tokenId: r.tokenId, attributes: r.attributes }));
    } else {
      const { count, start } = tokensCreate.parse(c.req.valid('json'));
      // The next numbers are counted where the batch is inserted, its collection locked: batches
      // asked for at once each get their own numbers.
      itemsOf = async (tx) => {
        const first = start ?? (await nextTokenNumber(tx, col.id));
        return Array.from({ length: count }, (_, i) => ({ tokenId: String(first + i) }));
      };
    }
    const rows = await insertTokens(db, col.id, itemsOf);
    cache.clear();
    return c.json(
      out(tokensCreated, {
        created: rows.length,
        data: rows.map((r) => toAdminToken(r, config.publicUrl)),
      }),
      201,
    );
  });

  app.openapi(list, async (c) => {
    requireRoleSomewhere(c, 'editor', 'list tokens and their tap codes');
    const { db, config } = c.var.deps;
    const { id } = c.req.valid('param');
    const { limit, offset } = c.req.valid('query');
    const col = await requireCollection(db, id);
    requireCollectionManager(c, 'list tokens and their tap codes', col.siteId);
    const { rows, total } = await listTokens(db, col.id, limit, offset);
    const base = `/v1/collections/${encodeURIComponent(id)}/tokens`;
    return c.json(
      {
        data: rows.map((r) => toAdminToken(r, config.publicUrl)),
        pagination: pagination(limit, offset, total, (at) => `${base}?limit=${limit}&offset=${at}`),
      },
      200,
    );
  });

  app.openapi(patch, async (c) => {
    requireRoleSomewhere(c, 'editor', 'change tokens');
    const { db, config, cache } = c.var.deps;
    const { id } = c.req.valid('param');
    const siteId = await tokenSite(db, id);
    requireCollectionManager(c, 'change tokens', siteId);
    const row = await patchToken(db, id, siteId, c.req.valid('json'));
    if (!row) throw notFound(`Token ${id}`);
    cache.clear();
    return c.json(out(adminToken, toAdminToken(row, config.publicUrl)), 200);
  });

  app.openapi(rotate, async (c) => {
    requireRoleSomewhere(c, 'editor', 'change tap codes');
    const { db, config, cache } = c.var.deps;
    const { id } = c.req.valid('param');
    requireCollectionManager(c, 'change tap codes', await tokenSite(db, id));
    const row = await rotateTapCode(db, id);
    if (!row) throw notFound(`Token ${id}`);
    cache.clear();
    return c.json(out(adminToken, toAdminToken(row, config.publicUrl)), 200);
  });
}
