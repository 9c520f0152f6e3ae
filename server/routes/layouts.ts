import { createRoute } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  layoutConflict,
  layoutCreateBody,
  layoutPublishBody,
  layoutRecord,
  layoutSummary,
  layoutUpdateBody,
  layoutVersion,
  layoutVersionDetail,
} from '../../src/schema/entities/layoutRecord';
import { limitParam, offsetParam } from '../../src/schema/entities/pagination';
import { revisionParam } from '../../src/schema/entities/storedNumber';
import { memberSites, requireRoleSomewhere, requireSiteRole, siteRole } from '../auth/canManage';
import type { App, AppEnv } from '../context';
import { collections, layouts, layoutVersions, tokens } from '../db/schema';
import { layoutHead, saveRevision } from '../services/layoutSave';
import { ApiError, badRequest, notFound } from '../errors';
import { findCollection } from '../services/collections';
import { newId } from '../services/ids';
import { draftRecordText } from '../services/draftRecordTexts';
import { toLayoutRecord, validateDocument } from '../services/layouts';
import { errors, idParam, json, out, raw, security } from './openapi';

const tags = ['Layouts'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/layouts',
  tags,
  security,
  description:
    'Members of a layout’s site (and the secret key) see every layout of their sites at its draft revision; everyone else the published ones. Writes need an editor or owner of the layout’s site.',
  request: {
    query: z.object({
      collection_id: z.string().max(100).optional(),
      usable_by: z
        .string()
        .max(200)
        .optional()
        .describe(
          'A collection’s id or slug: only the layouts it may use, those of its site (and layouts saved before sites had layouts of their own).',
        ),
      limit: limitParam(200, 100),
      offset: offsetParam,
    }),
  },
  responses: {
    200: json(z.object({ data: z.array(layoutSummary) }), 'Layouts'),
    400: errors[400],
    401: errors[401],
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/v1/layouts',
  tags,
  security,
  request: jsonBody(layoutCreateBody),
  responses: {
    201: json(layoutRecord, 'Created'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/layouts/{id}',
  tags,
  security,
  description:
    'Members of the layout’s site (and the secret key) get the draft; everyone else the published revision (404 if never published).',
  request: { params: idParam },
  responses: { 200: json(layoutRecord, 'The layout'), 401: errors[401], 404: errors[404] },
});

/**
 * Whether a `Prefer` header (RFC 7240) asks for `return=minimal`: an answer without what the
 * caller sent, which for a save is the document — the editor's autosaves then do not download
 * the page they just uploaded.
 */
function prefersMinimal(prefer: string | undefined): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => /^\s*return\s*=\s*"?minimal"?\s*(;|$)/i.test(preference));
}

const updateRoute = createRoute({
  method: 'put',
  path: '/v1/layouts/{id}',
  tags,
  security,
  description:
    'Saves a new revision. `revision` must be the current one; otherwise 409 with the current record, nothing overwritten.',
  request: { params: idParam, ...jsonBody(layoutUpdateBody) },
  responses: {
    200: json(
      z.union([layoutRecord, layoutSummary]),
      'Saved. With `Prefer: return=minimal` the record comes without its document (the caller has it) and the answer says `Preference-Applied: return=minimal`.',
    ),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: json(layoutConflict, 'Stale revision: the body carries the current record'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/layouts/{id}',
  tags,
  security,
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Deleted'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const publishRoute = createRoute({
  method: 'post',
  path: '/v1/layouts/{id}/publish',
  tags,
  security,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: layoutPublishBody } }, required: false },
  },
  responses: {
    200: json(layoutRecord, 'Published'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const versionsRoute = createRoute({
  method: 'get',
  path: '/v1/layouts/{id}/versions',
  tags,
  security,
  request: { params: idParam },
  responses: {
    200: json(z.object({ data: z.array(layoutVersion) }), 'Revisions, newest first'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const versionRoute = createRoute({
  method: 'get',
  path: '/v1/layouts/{id}/versions/{revision}',
  tags,
  security,
  description: 'One saved revision with its document (the editor previews it before a restore).',
  request: { params: idParam.extend({ revision: revisionParam }) },
  responses: {
    200: json(layoutVersionDetail, 'The revision and its document'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/v1/layouts/{id}/versions/{revision}/restore',
  tags,
  security,
  description:
    'Saves an old revision as the new draft revision (history is kept; nothing is published).',
  request: { params: idParam.extend({ revision: revisionParam }) },
  responses: {
    200: json(layoutRecord, 'Restored as a new revision'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

type LayoutRow = typeof layouts.$inferSelect;

/**
 * A layout's site, or '' for a layout of no site (the operator's: made with the environment's
 * key on an address no site answers at). Only the environment's secret key writes such a layout
 * or reads its draft — never a site's member or key, whatever address they call: any site's
 * pages may show it, so a site that could change it would change other sites' pages.
 */
function layoutSite(row: Pick<LayoutRow, 'siteId'>): string {
  return row.siteId ?? '';
}

/** Layout writes: an editor or owner of the layout's site (or the secret key). */
function requireLayoutEditor(
  c: Context<AppEnv>,
  row: Pick<LayoutRow, 'siteId'>,
  what: string,
): void {
  requireSiteRole(c, layoutSite(row), 'editor', what);
}

/** Who reads a layout's draft (every revision): any member of its site, and the secret key. */
function canEditLayout(c: Context<AppEnv>, row: Pick<LayoutRow, 'siteId'>): boolean {
  return siteRole(c, layoutSite(row)) !== null;
}

export function registerLayoutRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    const { collection_id, usable_by, limit, offset } = c.req.valid('query');
    const { db } = c.var.deps;
    const user = usable_by ? await findCollection(db, usable_by) : null;
    if (usable_by && !user) throw notFound(`Collection "${usable_by}"`);
    // Drafts are listed to the members of the layout's site (and the secret key); everyone
    // else sees published layouts only.
    const managed = memberSites(c);
    const where = and(
      collection_id ? eq(layouts.collectionId, collection_id) : undefined,
      user ? or(eq(layouts.siteId, user.siteId), isNull(layouts.siteId)) : undefined,
      managed === null
        ? undefined
        : managed.length > 0
          ? or(isNotNull(layouts.publishedRevision), inArray(layouts.siteId, managed))
          : isNotNull(layouts.publishedRevision),
    );
    const rows = await db
      .select()
      .from(layouts)
      .where(where)
      .orderBy(asc(layouts.createdAt))
      .limit(limit)
      .offset(offset);
    const seesDraft = (row: typeof layouts.$inferSelect) =>
      managed === null || (row.siteId !== null && managed.includes(row.siteId));
    const data = rows.map((row) => {
      const { document: _document, ...summary } = toLayoutRecord(row);
      return seesDraft(row)
        ? summary
        : { ...summary, revision: row.publishedRevision ?? row.revision };
    });
    return c.json(out(z.object({ data: z.array(layoutSummary) }), { data }), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    requireRoleSomewhere(c, 'editor', 'create layouts');
    const body = c.req.valid('json');
    const { db, cache } = c.var.deps;
    // A new layout may start empty; a null document is a mistake, not an empty one.
    const document = validateDocument(body.document === undefined ? {} : body.document);
    if (body.collection_id && !(await findCollection(db, body.collection_id))) {
      throw badRequest(`collection_id: no collection "${body.collection_id}"`);
    }
    const collection = body.collection_id ? await findCollection(db, body.collection_id) : null;
    const collectionId = collection?.id ?? null;
    // The layout belongs to its collection's site, else to the site of the request's host.
    const siteId = collection?.siteId ?? c.var.site?.id ?? null;
    requireSiteRole(c, siteId ?? '', 'editor', 'create layouts');
    const id = newId('lay');
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(layouts)
        .values({ id, name: body.name, document, revision: 1, collectionId, siteId })
        .returning();
      await tx
        .insert(layoutVersions)
        .values({ layoutId: id, revision: 1, name: body.name, document });
      return created!;
    });
    cache.clear();
    return c.json(out(layoutRecord, toLayoutRecord(row)), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    // The head first: a member is answered the draft, kept as text once read (draftRecordTexts).
    const row = await layoutHead(db, id);
    if (!row) throw notFound(`Layout "${id}"`);
    if (canEditLayout(c, row)) {
      const text = await draftRecordText(db, row);
      if (text === null) throw notFound(`Layout "${id}"`);
      return raw(c.body(text, 200, { 'content-type': 'application/json' }));
    }
    if (row.publishedRevision === null) throw notFound(`Published layout "${id}"`);
    const [version] = await db
      .select()
      .from(layoutVersions)
      .where(
        and(eq(layoutVersions.layoutId, id), eq(layoutVersions.revision, row.publishedRevision)),
      )
      .limit(1);
    if (!version) throw notFound(`Published layout "${id}"`);
    return c.json(
      out(
        layoutRecord,
        toLayoutRecord(
          { ...row, name: version.name, document: version.document },
          { document: version.document, revision: version.revision },
        ),
      ),
      200,
    );
  });

  app.openapi(updateRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'save layouts');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, cache } = c.var.deps;
    const current = await layoutHead(db, id);
    if (!current) throw notFound(`Layout "${id}"`);
    requireLayoutEditor(c, current, 'save layouts');
    // A refused save answers with the layout as it now is, document included, to merge from.
    const conflict = async () => {
      const [now] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
      if (!now) return notFound(`Layout "${id}"`);
      return new ApiError(
        409,
        `revision: the layout was saved elsewhere (now revision ${now.revision}, this save started from ${body.revision}); nothing was overwritten`,
        { current: toLayoutRecord(now) },
      );
    };
    if (current.revision !== body.revision) throw await conflict();
    const document = validateDocument(body.document);
    const name = body.name ?? current.name;
    const updatedAt = new Date();
    const revision = await saveRevision(db, {
      id,
      revision: body.revision,
      document,
      name,
      updatedAt,
    });
    if (revision === null) throw await conflict();
    cache.clear();
    const record = toLayoutRecord({ ...current, document, name, revision, updatedAt });
    if (prefersMinimal(c.req.header('prefer'))) {
      c.header('preference-applied', 'return=minimal');
      const { document: _sent, ...summary } = record;
      return c.json(out(layoutSummary, summary), 200);
    }
    return c.json(out(layoutRecord, record), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'delete layouts');
    const { id } = c.req.valid('param');
    const { db, cache } = c.var.deps;
    const [target] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
    if (!target) throw notFound(`Layout "${id}"`);
    requireLayoutEditor(c, target, 'delete layouts');
    // The layout's row goes first: a write storing a reference to it at the same moment holds
    // the row (requireSiteLayout) and this waits for it, so the references cleared after
    // include the one it stored; a write that comes after finds no layout. Every page that
    // named it falls back as if it had named none (a token's page to its collection's).
    const deleted = await db.transaction(async (tx) => {
      const gone = await tx.delete(layouts).where(eq(layouts.id, id)).returning({ id: layouts.id });
      if (gone.length === 0) return gone;
      await tx.update(collections).set({ layoutId: null }).where(eq(collections.layoutId, id));
      await tx
        .update(collections)
        .set({ tokenLayoutId: null })
        .where(eq(collections.tokenLayoutId, id));
      await tx.update(tokens).set({ layoutId: null }).where(eq(tokens.layoutId, id));
      return gone;
    });
    if (deleted.length === 0) throw notFound(`Layout "${id}"`);
    cache.clear();
    return c.json({ success: true }, 200);
  });

  app.openapi(publishRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'publish layouts');
    const { id } = c.req.valid('param');
    const body = (c.req.valid('json') as z.output<typeof layoutPublishBody> | undefined) ?? {};
    const { db, cache } = c.var.deps;
    const [current] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
    if (!current) throw notFound(`Layout "${id}"`);
    requireLayoutEditor(c, current, 'publish layouts');
    const revision = body.revision ?? current.revision;
    const [version] = await db
      .select({ revision: layoutVersions.revision })
      .from(layoutVersions)
      .where(and(eq(layoutVersions.layoutId, id), eq(layoutVersions.revision, revision)))
      .limit(1);
    if (!version) {
      // Its versions go with it: a layout deleted since it was read has none.
      const [still] = await db.select({ id: layouts.id }).from(layouts).where(eq(layouts.id, id));
      if (!still) throw notFound(`Layout "${id}"`);
      throw badRequest(`revision: layout "${id}" has no revision ${revision}`);
    }
    const [row] = await db
      .update(layouts)
      .set({ publishedRevision: revision, updatedAt: new Date() })
      .where(eq(layouts.id, id))
      .returning();
    // Deleted since it was read.
    if (!row) throw notFound(`Layout "${id}"`);
    cache.clear();
    return c.json(out(layoutRecord, toLayoutRecord(row)), 200);
  });

  app.openapi(versionsRoute, async (c) => {
    requireRoleSomewhere(c, 'viewer', 'read layout history');
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const [current] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
    if (!current) throw notFound(`Layout "${id}"`);
    requireSiteRole(c, layoutSite(current), 'viewer', 'read layout history');
    const rows = await db
      .select({
        revision: layoutVersions.revision,
        name: layoutVersions.name,
        createdAt: layoutVersions.createdAt,
      })
      .from(layoutVersions)
      .where(eq(layoutVersions.layoutId, id))
      .orderBy(desc(layoutVersions.revision));
    const data = rows.map((r) => ({
      revision: r.revision,
      name: r.name,
      created_at: r.createdAt.toISOString(),
      published: r.revision === current.publishedRevision,
    }));
    return c.json(out(z.object({ data: z.array(layoutVersion) }), { data }), 200);
  });

  app.openapi(versionRoute, async (c) => {
    requireRoleSomewhere(c, 'viewer', 'read layout history');
    const { id, revision } = c.req.valid('param');
    const { db } = c.var.deps;
    const [current] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
    if (!current) throw notFound(`Layout "${id}"`);
    requireSiteRole(c, layoutSite(current), 'viewer', 'read layout history');
    const [version] = await db
      .select()
      .from(layoutVersions)
      .where(and(eq(layoutVersions.layoutId, id), eq(layoutVersions.revision, revision)))
      .limit(1);
    if (!version) throw notFound(`Revision ${revision} of layout "${id}"`);
    const detail = {
      revision: version.revision,
      name: version.name,
      created_at: version.createdAt.toISOString(),
      published: version.revision === current.publishedRevision,
      document: version.document,
    };
    return c.json(out(layoutVersionDetail, detail), 200);
  });

  app.openapi(restoreRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'restore layouts');
    const { id, revision } = c.req.valid('param');
    const { db, cache } = c.var.deps;
    const [target] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
    if (!target) throw notFound(`Revision ${revision} of layout "${id}"`);
    requireLayoutEditor(c, target, 'restore layouts');
    const saved = await db.transaction(async (tx) => {
      const [version] = await tx
        .select()
        .from(layoutVersions)
        .where(and(eq(layoutVersions.layoutId, id), eq(layoutVersions.revision, revision)))
        .limit(1);
      if (!version) return null;
      const [row] = await tx
        .update(layouts)
        .set({
          document: version.document,
          name: version.name,
          revision: sql`${layouts.revision} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(layouts.id, id))
        .returning();
      if (!row) return null;
      await tx
        .insert(layoutVersions)
        .values({ layoutId: id, revision: row.revision, name: row.name, document: row.document });
      return row;
    });
    if (!saved) throw notFound(`Revision ${revision} of layout "${id}"`);
    cache.clear();
    return c.json(out(layoutRecord, toLayoutRecord(saved)), 200);
  });
}
