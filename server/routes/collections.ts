import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { collection, collectionDetail } from '../../src/schema/entities/collection';
import { pagination, limitParam, offsetParam } from '../../src/schema/entities/pagination';
import type { Context } from 'hono';
import type { App, AppEnv, Deps } from '../context';
import type { Db } from '../db/connect';
import { collections } from '../db/schema';
import { requireCollectionManager, memberSites } from '../auth/canManage';
import { badRequest, notFound } from '../errors';
import {
  findCollection,
  toCollection,
  toManagedCollection,
  type CollectionRow,
} from '../services/collections';
import { publishedDocument } from '../services/layouts';
import { requireSiteLayout } from '../services/siteLayout';
import { findToken, toToken } from '../services/tokens';
import { errors, idParam, json, out, raw, security } from './openapi';
import { pagination as pageBlock } from './pagination';
import { linkMediaTo } from '../storage/mediaLinks';
import { API_CACHE_CONTROL } from '../transport/cachePolicy';

const detailQuery = z.object({
  token_id: z.string().trim().min(1).max(100).optional(),
  include_layout: z.enum(['true', 'false']).optional(),
  layout_id: z.string().trim().min(1).max(100).optional(),
});

const list = createRoute({
  method: 'get',
  path: '/v1/collections',
  tags: ['Collections'],
  security,
  request: { query: z.object({ limit: limitParam(100, 20), offset: offsetParam }) },
  responses: {
    200: json(z.object({ data: z.array(collection), pagination }), 'Collections'),
    401: errors[401],
  },
});

const get = createRoute({
  method: 'get',
  path: '/v1/collections/{id}',
  tags: ['Collections'],
  security,
  description:
    'A collection by id or slug. With include_layout=true, its published layout document (or the published document of layout_id); with token_id, the token.',
  request: { params: idParam, query: detailQuery },
  responses: {
    200: json(collectionDetail, 'The collection'),
    400: errors[400],
    401: errors[401],
    404: errors[404],
  },
});

const updateBody = z.object({
  /** The layout this collection's pages show (its published revision); null for none. */
  layout_id: z.string().trim().min(1).max(100).nullable(),
});

const update = createRoute({
  method: 'put',
  path: '/v1/collections/{id}',
  tags: ['Collections'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Chooses the layout the collection pages show (visitors see its published revision).',
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: updateBody } }, required: true },
  },
  responses: {
    200: json(collectionDetail, 'The collection'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

/**
 * Who reads collections: `managed` null for the environment's secret key (everything), else the
 * sites whose member (or site key) the caller is; `hostSite` the site of the request's host,
 * whose live collections visitors read.
 */
export interface CollectionAudience {
  managed: string[] | null;
  hostSite: string | null;
}

const EVERYONE: CollectionAudience = { managed: null, hostSite: null };

export function audienceOf(c: Context<AppEnv>): CollectionAudience {
  return { managed: memberSites(c), hostSite: c.var.site?.id ?? null };
}

/** Visitors of a site: its live collections only. */
export function visitorsOf(hostSite: string | null): CollectionAudience {
  return { managed: [], hostSite };
}

/** Members read their sites' archived collections and the managed fields; visitors neither. */
function manages(audience: CollectionAudience, row: CollectionRow): boolean {
  return audience.managed === null || audience.managed.includes(row.siteId);
}

function sees(audience: CollectionAudience, row: CollectionRow): boolean {
  return manages(audience, row) || (!row.archivedAt && row.siteId === audience.hostSite);
}

async function buildDetail(
  deps: Deps,
  id: string,
  query: z.output<typeof detailQuery>,
  audience: CollectionAudience = EVERYONE,
) {
  const row = await findCollection(deps.db, id);
  if (!row || !sees(audience, row)) throw notFound(`Collection "${id}"`);
  const detail: z.input<typeof collectionDetail> = {
    ...(manages(audience, row) ? toManagedCollection(row) : toCollection(row)),
    layout_id: row.layoutId,
  };
  let pageLayoutId = row.layoutId;
  if (query.token_id !== undefined) {
    const token = await findToken(deps.db, row.id, query.token_id);
    if (!token) throw notFound(`Token "${query.token_id}" in collection "${row.slug}"`);
    detail.token = toToken(token);
    // A token page shows the item's own layout, else the collection's token page layout, else
    // the collection page's.
    pageLayoutId = token.layoutId ?? row.tokenLayoutId ?? row.layoutId;
  }
  if (query.include_layout === 'true') {
    const layoutId = query.layout_id ?? pageLayoutId;
    const document = layoutId ? await publishedDocument(deps.db, layoutId) : null;
    if (query.layout_id && !document) throw notFound(`Published layout "${query.layout_id}"`);
    detail.layout = document;
    detail.layout_id = layoutId;
  }
  return out(collectionDetail, detail);
}

/** The response cache key of a collection read: the collection as asked for, then the token. */
function collectionCacheKey(idOrSlug: string, ...rest: (string | undefined)[]): string {
  return [idOrSlug, ...rest.map((part) => part ?? '')].map(encodeURIComponent).join('|');
}

/** Is this cache entry a read of this token (the collection asked for by id or by slug)? */
export function collectionCacheKeyMatches(
  key: string,
  collectionRefs: string[],
  tokenId: string,
): boolean {
  const [ref, token] = key.split('|');
  return (
    token === encodeURIComponent(tokenId) &&
    collectionRefs.some((r) => ref === encodeURIComponent(r))
  );
}

/**
 * A page of collections as GET /v1/collections answers it: visitors the live collections of the
 * host's site; members also their sites' archived ones; the secret key every one.
 */
export async function listCollections(
  deps: Deps,
  options: { limit: number; offset: number; audience: CollectionAudience },
) {
  const { limit, offset, audience } = options;
  const { managed, hostSite } = audience;
  const visible =
    managed === null
      ? undefined
      : or(
          and(isNull(collections.archivedAt), eq(collections.siteId, hostSite ?? '')),
          managed.length > 0 ? inArray(collections.siteId, managed) : undefined,
        );
  const rows = await deps.db
    .select()
    .from(collections)
    .where(visible)
    .orderBy(asc(collections.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await deps.db.select({ n: count() }).from(collections).where(visible);
  const totalCount = total?.n ?? 0;
  return {
    data: rows.map((row) =>
      manages(audience, row) ? toManagedCollection(row) : toCollection(row),
    ),
    pagination: pageBlock(
      limit,
      offset,
      totalCount,
      (at) => `/v1/collections?limit=${limit}&offset=${at}`,
    ),
  };
}

export type CollectionDetailQuery = z.output<typeof detailQuery>;

/**
 * The JSON of GET /v1/collections/{id} with its ETag, from the response cache (a publish clears
 * it); throws the API's 404 for an unknown collection, token or published layout. The visitor
 * pages' server render reads the same bytes the browser would fetch.
 */
export async function readCollectionDetail(
  deps: Deps,
  id: string,
  query: CollectionDetailQuery,
  audience: CollectionAudience,
): Promise<{ body: string; etag: string }> {
  // Each audience's answers are cached apart (a last key part, so the collection and token stay
  // first for collectionCacheKeyMatches).
  const { managed, hostSite } = audience;
  const key = collectionCacheKey(
    id,
    query.token_id,
    query.include_layout,
    query.layout_id,
    managed === null ? 'secret' : `${hostSite ?? ''}+${[...managed].sort().join(',')}`,
  );
  return deps.cache.through(key, async () => {
    const detail = await buildDetail(deps, id, query, audience);
    // Visitor answers may link files straight to the public bucket or CDN; members' (the
    // editor's) keep this server's addresses, which are what it saves back.
    const base = managed !== null && managed.length === 0 ? deps.config.mediaBaseUrl : null;
    const body = JSON.stringify(base ? linkMediaTo(detail, base) : detail);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
}

export function registerCollectionRoutes(app: App) {
  app.openapi(list, async (c) => {
    const { limit, offset } = c.req.valid('query');

    return c.json(
      await listCollections(c.var.deps, { limit, offset, audience: audienceOf(c) }),
      200,
    );
  });

  app.openapi(update, async (c) => {
    requireCollectionManager(c, 'change collections');
    const { id } = c.req.valid('param');
    const { layout_id } = c.req.valid('json');
    const deps = c.var.deps;
    const row = await findCollection(deps.db, id);
    if (!row) throw notFound(`Collection "${id}"`);
    requireCollectionManager(c, 'change collections', row.siteId);
    // The layout must be one of the collection's site, checked and held in the transaction
    // that stores it (a delete of it at the same moment clears it after, or goes first).
    await deps.db.transaction(async (tx) => {
      if (layout_id)
        await requireSiteLayout(tx as unknown as Db, layout_id, row.siteId, 'layout_id');
      await tx
        .update(collections)
        .set({ layoutId: layout_id, updatedAt: new Date() })
        .where(eq(collections.id, row.id));
    });
    deps.cache.clear();
    return c.json(await buildDetail(deps, row.id, {}), 200);
  });

  // The hot read of every visitor page: served from a cache of serialized bytes with an ETag.
  app.openapi(get, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    if (query.layout_id && query.include_layout !== 'true')
      throw badRequest('layout_id: needs include_layout=true');
    const entry = await readCollectionDetail(c.var.deps, id, query, audienceOf(c));
    const headers = {
      'content-type': 'application/json; charset=UTF-8',
      etag: entry.etag,
      // The secret key reads archived collections too: no shared cache may keep an answer.
      'cache-control': API_CACHE_CONTROL,
    };
    if (c.req.header('if-none-match') === entry.etag)
      return raw(new Response(null, { status: 304, headers }));
    return raw(new Response(entry.body, { status: 200, headers }));
  });
}
