import { createRoute } from '@hono/zod-openapi';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { limitParam, offsetParam, paged } from '../../src/schema/entities/pagination';
import {
  mediaInUse,
  mediaItem,
  uploadKind,
  type MediaItem,
  type MediaUsage,
} from '../../src/schema/entities/upload';
import { describeRecordUsage } from '../../src/schema/media/usageWords';
import {
  parseSizedImage,
  VARIANT_FORMATS,
  variantUrl,
  variantWidths,
} from '../../src/schema/media/imageVariants';
import { requireSiteRole } from '../auth/canManage';
import type { App, AppEnv } from '../context';
import { uploads } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { mediaUsages } from '../services/mediaUsage';
import { variantListName } from '../services/imageVariants';
import { errors, idParam, json, out, security } from './openapi';
import { pagination } from './pagination';

const tags = ['Uploads'];

const listRoute = createRoute({
  method: 'get',
  path: '/v1/uploads',
  tags,
  security,
  description:
    'The media library of the site of the request’s host: every image, video, audio and font file uploaded there, newest first, with every place the site uses each: its layouts (the draft and the published revision), its collections’ fields and settings, its tokens’ images, its posts, its saved sections and its brand. Members of the site (and the secret key).',
  request: {
    query: z.object({
      kind: uploadKind.optional(),
      limit: limitParam(100, 50),
      offset: offsetParam,
    }),
  },
  responses: {
    200: json(paged(mediaItem), 'Files'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/uploads/{id}',
  tags,
  security,
  description:
    'Deletes a file of the media library, and its image variants. A file still used anywhere the media library lists uses (a layout’s draft or published revision, a collection, a token, a post, a saved section, the site’s brand) is refused with 409 saying where, and nothing is deleted. Editors and owners of the site (and the secret key).',
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Deleted'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: json(mediaInUse, 'Still used: the body says where'),
  },
});

/** The site of the request's host, after checking the caller's role on it. */
function librarySite(c: Context<AppEnv>, least: 'viewer' | 'editor', what: string): string {
  // No site for this host, or none at all yet (a server started without the seed: id '').
  const site = c.var.site?.id;
  if (!site) throw new ApiError(403, `To ${what}, name the site: this address belongs to no site`);
  requireSiteRole(c, site, least, what);
  return site;
}

type UploadRow = typeof uploads.$inferSelect;

/** A place in the refusal to delete: a layout by its name, any other record as the library says it. */
const placeWords = (usage: MediaUsage) =>
  usage.place === 'layout' ? `"${usage.layout_name}"` : describeRecordUsage(usage);

function toMediaItem(row: UploadRow, usedIn: MediaItem['used_in']): MediaItem {
  // Images stored before their size was recorded carry it in their name.
  const sized = parseSizedImage(`/uploads/${row.fileName}`);
  return {
    id: row.id,
    url: `/uploads/${row.fileName}`,
    kind: uploadKind.catch('image').parse(row.kind),
    mime: row.mime,
    size: row.size,
    name: row.name,
    width: row.width ?? sized?.width ?? null,
    height: row.height ?? sized?.height ?? null,
    created_at: row.createdAt.toISOString(),
    used_in: usedIn,
  };
}

/** A file's stored objects: itself and, for a resized image, its variants and their list. */
function storedNames(fileName: string): string[] {
  const sized = parseSizedImage(`/uploads/${fileName}`);
  if (!sized?.resized) return [fileName];
  const variants = variantWidths(sized.width).flatMap((width) =>
    VARIANT_FORMATS.map((format) => variantUrl(sized, width, format).replace(/^.*\//, '')),
  );
  return [fileName, variantListName(fileName), ...variants];
}

export function registerMediaLibraryRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    const site = librarySite(c, 'viewer', 'list the media library');
    const { kind, limit, offset } = c.req.valid('query');
    const { db } = c.var.deps;
    const where = and(eq(uploads.siteId, site), kind ? eq(uploads.kind, kind) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(uploads)
        .where(where)
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(uploads).where(where),
    ]);
    const usages = await mediaUsages(
      db,
      site,
      rows.map((row) => row.id),
    );
    const link = (at: number) => {
      const query = new URLSearchParams({ limit: String(limit), offset: String(at) });
      if (kind) query.set('kind', kind);
      return `/v1/uploads?${query.toString()}`;
    };
    return c.json(
      out(paged(mediaItem), {
        data: rows.map((row) => toMediaItem(row, usages.get(row.id) ?? [])),
        pagination: pagination(limit, offset, total?.n ?? 0, link),
      }),
      200,
    );
  });

  app.openapi(deleteRoute, async (c) => {
    const site = librarySite(c, 'editor', 'delete files');
    const { id } = c.req.valid('param');
    const { db, storage } = c.var.deps;
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.siteId, site)))
      .limit(1);
    if (!row) throw notFound(`File "${id}"`);
    const usedIn = (await mediaUsages(db, site, [row.id])).get(row.id) ?? [];
    if (usedIn.length > 0) {
      const places = [...new Set(usedIn.map(placeWords))].join('; ');
      throw new ApiError(
        409,
        `The file is used in ${places}: remove it there first; nothing was deleted`,
        { used_in: usedIn },
      );
    }
    const deleted = await db
      .delete(uploads)
      .where(eq(uploads.id, row.id))
      .returning({ id: uploads.id });
    // Another request deleted it since it was read: that one removes the files and says so.
    if (deleted.length === 0) throw notFound(`File "${id}"`);
    // Its variants go with it; a missing one (never made) is no error.
    await Promise.all(storedNames(row.fileName).map((name) => storage.remove(name)));
    return c.json({ success: true }, 200);
  });
}
