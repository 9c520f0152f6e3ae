import { createRoute } from '@hono/zod-openapi';
import { collection } from '../../src/schema/entities/collection';
import { collectionCreate, collectionPatch } from '../../src/schema/entities/collectionWrite';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import type { App } from '../context';
import { notFound } from '../errors';
import { findCollection, toManagedCollection } from '../services/collections';
import { createCollection, patchCollection } from '../services/collectionWrites';
import { errors, idParam, json, out, security } from './openapi';

const body = <T extends typeof collectionCreate | typeof collectionPatch>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const writeErrors = { 400: errors[400], 401: errors[401], 403: errors[403] };

const create = createRoute({
  method: 'post',
  path: '/v1/collections',
  tags: ['Collections'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Creates a collection. Its slug (lowercase letters, digits, hyphens, 1–64) is its address /c/{slug}; a slug in use, or once used by another collection, is a 409.',
  request: { body: body(collectionCreate) },
  responses: {
    201: json(collection, 'The new collection'),
    ...writeErrors,
    409: errors[409],
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/v1/collections/{id}',
  tags: ['Collections'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Changes only the fields sent. A new slug keeps the old one answering: the API reads it as the collection, and /c/{old-slug}/… pages answer 301 with the new address. archived: true hides the collection from visitors (not listed, pages 404); false brings it back.',
  request: { params: idParam, body: body(collectionPatch) },
  responses: {
    200: json(collection, 'The collection'),
    ...writeErrors,
    404: errors[404],
    409: errors[409],
  },
});

const archive = createRoute({
  method: 'post',
  path: '/v1/collections/{id}/archive',
  tags: ['Collections'],
  security,
  description:
    'Editors and owners of the collection’s site (or the secret key). Archives the collection: the same as PATCH with archived: true.',
  request: { params: idParam },
  responses: { 200: json(collection, 'The archived collection'), ...writeErrors, 404: errors[404] },
});

export function registerCollectionWriteRoutes(app: App) {
  app.openapi(create, async (c) => {
    requireRoleSomewhere(c, 'editor', 'create collections');
    const { db, config, cache } = c.var.deps;
    const input = c.req.valid('json');
    // The collection goes to the site named, else the site of the request's host.
    const siteId = input.site_id ?? c.var.site?.id;
    requireCollectionManager(c, 'create collections', siteId);
    const row = await createCollection(db, config, input, siteId);
    // The first collection on a server without a site creates the site.
    cache.clear({ sites: true });
    return c.json(out(collection, toManagedCollection(row)), 201);
  });

  app.openapi(patch, async (c) => {
    requireRoleSomewhere(c, 'editor', 'change collections');
    const { id } = c.req.valid('param');
    const { db, cache } = c.var.deps;
    const row = await findCollection(db, id);
    if (!row) throw notFound(`Collection "${id}"`);
    requireCollectionManager(c, 'change collections', row.siteId);
    const updated = await patchCollection(db, row, c.req.valid('json'));
    cache.clear();
    return c.json(out(collection, toManagedCollection(updated)), 200);
  });

  app.openapi(archive, async (c) => {
    requireRoleSomewhere(c, 'editor', 'archive collections');
    const { id } = c.req.valid('param');
    const { db, cache } = c.var.deps;
    const row = await findCollection(db, id);
    if (!row) throw notFound(`Collection "${id}"`);
    requireCollectionManager(c, 'archive collections', row.siteId);
    const updated = await patchCollection(db, row, { archived: true });
    cache.clear();
    return c.json(out(collection, toManagedCollection(updated)), 200);
  });
}
