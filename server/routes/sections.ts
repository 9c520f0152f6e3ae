import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  sectionCreateBody,
  sectionRecord,
  sectionUpdateBody,
  type SectionRecord,
} from '../../src/schema/entities/section';
import { limitParam, offsetParam } from '../../src/schema/entities/pagination';
import {
  sectionDocument,
  type SectionFragment,
  type SectionFragmentInput,
} from '../../src/schema/sections/sectionFragment';
import { isComponentType } from '../../src/schema/componentTypes';
import { requireSiteRole } from '../auth/canManage';
import type { App, AppEnv } from '../context';
import { sections } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { newId } from '../services/ids';
import { validateDocument } from '../services/layouts';
import { errors, idParam, json, out, security } from './openapi';

const tags = ['Sections'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/sections',
  tags,
  security,
  description:
    'The sections saved on the site of the request’s host, oldest first: parts of pages its editors insert from the palette. Members of the site (and the secret key).',
  request: { query: z.object({ limit: limitParam(200, 100), offset: offsetParam }) },
  responses: {
    200: json(z.object({ data: z.array(sectionRecord) }), 'Sections'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const createSectionRoute = createRoute({
  method: 'post',
  path: '/v1/sections',
  tags,
  security,
  description:
    'Saves a section: components (each checked against its type, as in a layout) or a grid area with its components. Editors and owners of the site (and the secret key).',
  request: jsonBody(sectionCreateBody),
  responses: {
    201: json(sectionRecord, 'Saved'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/sections/{id}',
  tags,
  security,
  request: { params: idParam },
  responses: {
    200: json(sectionRecord, 'The section'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/v1/sections/{id}',
  tags,
  security,
  description: 'Renames a section or replaces what it holds; only the fields sent change.',
  request: { params: idParam, ...jsonBody(sectionUpdateBody) },
  responses: {
    200: json(sectionRecord, 'Saved'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/sections/{id}',
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

/** The site of the request's host, after checking the caller's role on it. */
function sectionSite(c: Context<AppEnv>, least: 'viewer' | 'editor', what: string): string {
  // No site for this host, or none at all yet (a server started without the seed: id '').
  const site = c.var.site?.id;
  if (!site) throw new ApiError(403, `To ${what}, name the site: this address belongs to no site`);
  requireSiteRole(c, site, least, what);
  return site;
}

/**
 * Checks a section's components as a layout's are checked (the same strict parser), with paths
 * that name the section's fields, and returns it normalised (defaults filled).
 */
function validateFragment(fragment: SectionFragmentInput): SectionFragment {
  // A page shows an unknown type as a placeholder; a section of one could never be used.
  const unknown = (fragment.components ?? []).findIndex((c) => !isComponentType(c.type));
  if (unknown >= 0) {
    const path = `fragment.components.${unknown}.type`;
    const message = `no component type "${fragment.components![unknown]!.type}"`;
    throw badRequest(`${path}: ${message}`, { issues: [{ path, message }] });
  }
  let document: Record<string, unknown>;
  try {
    document = validateDocument(sectionDocument(fragment));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const rename = (text: string) =>
      text.replace(/\bdocument\.components\b/g, 'fragment.components');
    const issues = (error.extra.issues as { path: string; message: string }[] | undefined) ?? [];
    throw badRequest(rename(error.message), {
      issues: issues.map((i) => ({ path: rename(i.path), message: i.message })),
    });
  }
  const components = document.components as SectionFragment['components'];
  return { ...(fragment.area ? { area: fragment.area } : {}), components };
}

type SectionRow = typeof sections.$inferSelect;

function toRecord(row: SectionRow): SectionRecord {
  return {
    id: row.id,
    name: row.name,
    fragment: row.fragment as unknown as SectionFragment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findSection(c: Context<AppEnv>, id: string, site: string): Promise<SectionRow> {
  const [row] = await c.var.deps.db
    .select()
    .from(sections)
    .where(and(eq(sections.id, id), eq(sections.siteId, site)))
    .limit(1);
  if (!row) throw notFound(`Section "${id}"`);
  return row;
}

export function registerSectionRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    const site = sectionSite(c, 'viewer', 'list sections');
    const { limit, offset } = c.req.valid('query');
    const rows = await c.var.deps.db
      .select()
      .from(sections)
      .where(eq(sections.siteId, site))
      .orderBy(asc(sections.createdAt), asc(sections.id))
      .limit(limit)
      .offset(offset);
    return c.json(
      out(z.object({ data: z.array(sectionRecord) }), { data: rows.map(toRecord) }),
      200,
    );
  });

  app.openapi(createSectionRoute, async (c) => {
    const site = sectionSite(c, 'editor', 'save sections');
    const body = c.req.valid('json');
    const fragment = validateFragment(body.fragment);
    const [row] = await c.var.deps.db
      .insert(sections)
      .values({
        id: newId('sec'),
        siteId: site,
        name: body.name,
        fragment: fragment as unknown as Record<string, unknown>,
      })
      .returning();
    return c.json(out(sectionRecord, toRecord(row!)), 201);
  });

  app.openapi(getRoute, async (c) => {
    const site = sectionSite(c, 'viewer', 'read sections');
    const { id } = c.req.valid('param');
    return c.json(out(sectionRecord, toRecord(await findSection(c, id, site))), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const site = sectionSite(c, 'editor', 'change sections');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await findSection(c, id, site);
    const fragment = body.fragment ? validateFragment(body.fragment) : undefined;
    const [row] = await c.var.deps.db
      .update(sections)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(fragment ? { fragment: fragment as unknown as Record<string, unknown> } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(sections.id, id), eq(sections.siteId, site)))
      .returning();
    if (!row) throw notFound(`Section "${id}"`);
    return c.json(out(sectionRecord, toRecord(row)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const site = sectionSite(c, 'editor', 'delete sections');
    const { id } = c.req.valid('param');
    const deleted = await c.var.deps.db
      .delete(sections)
      .where(and(eq(sections.id, id), eq(sections.siteId, site)))
      .returning({ id: sections.id });
    if (deleted.length === 0) throw notFound(`Section "${id}"`);
    return c.json({ success: true }, 200);
  });
}
