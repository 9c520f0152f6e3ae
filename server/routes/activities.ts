import { createRoute, z as zo } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activity,
  activityCreateFields,
  activityList,
  activityListQuery,
  deleteResult,
} from '../../src/schema/entities/activity';
import { siteRole } from '../auth/canManage';
import { isSecret } from '../auth/keys';
import { getSession, requireSession } from '../auth/session';
import type { App } from '../context';
import type { Db } from '../db/connect';
import { activities, collections, tokens } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import {
  activityRules,
  isPreModerated,
  toActivity,
  toVisitorActivity,
  type ActivityRow,
} from '../services/activities';
import { storeUpload } from '../services/files';
import { newId } from '../services/ids';
import { findCollectionToken } from '../services/tokens';
import { insertActivity } from '../services/activityInsert';
import { tooLarge } from './uploads';
import { errors, idParam, json, out, security } from './openapi';
import { pagination } from './pagination';

const tags = ['Activities'];
const FEED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const listRoute = createRoute({
  method: 'get',
  path: '/v1/activities',
  tags,
  security,
  description:
    "With the publishable key each author shows as a visitor sees them: a masked e-mail ('ja•••@example.com') or shortened wallet, and user_id only on the signed-in caller's own posts. The secret key reads the full records.",
  request: { query: activityListQuery },
  responses: { 200: json(activityList, 'A page of the feed'), 400: errors[400], 401: errors[401] },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/v1/activities',
  tags,
  security,
  description:
    'Multipart form: scalar fields as text plus an optional image file (jpeg, png or webp by content, at most 5242880 bytes). With the publishable key only the signed-in owner of the token posts (CUSTOMER); the secret key posts as the site (CREATOR).',
  middleware: [tooLarge] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: activityCreateFields.extend({
            image: zo.any().openapi({ type: 'string', format: 'binary' }).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(activity, 'The created post'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    413: errors[413],
    415: errors[415],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/activities/{id}',
  tags,
  security,
  description:
    'The signed-in author deletes their own CUSTOMER post; owners and editors of the post’s site (and the secret key) delete any.',
  request: { params: idParam },
  responses: {
    200: json(deleteResult, 'success true'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

/**
 * A post checked against its token's owner once it is written. A revocation or a transfer marks
 * the owner's posts as a previous owner's; one that did so between the owner check above and
 * this post's insert missed it. The token's row is read held (FOR SHARE), so a revocation still
 * under way is waited for; an owner who is no longer the author's marks the post as that one's
 * would have been.
 */
async function markIfOwnerChanged(db: Db, row: ActivityRow, tokenRowId: number) {
  const [now] = await db
    .select({ owner: tokens.ownerUserId })
    .from(tokens)
    .where(eq(tokens.id, tokenRowId))
    .for('share');
  if (now?.owner === row.userId) return row;
  const [marked] = await db
    .update(activities)
    .set({ previousOwnerAt: sql`coalesce(${activities.previousOwnerAt}, now())` })
    .where(eq(activities.id, row.id))
    .returning();
  return marked ?? row;
}

export function registerActivityRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const { db } = c.var.deps;
    const viewer = isSecret(c) ? null : ((await getSession(c))?.userId ?? null);
    // Visitors see published posts the owner has not hidden, and their own posts awaiting
    // approval, of a collection that is not archived (its pages are gone); the secret key
    // reads everything.
    const visible = isSecret(c)
      ? undefined
      : and(
          isNull(activities.hiddenAt),
          sql`not exists (select 1 from ${collections} where ${collections.id} = ${activities.collectionId} and ${collections.archivedAt} is not null)`,
          viewer
            ? or(eq(activities.status, 'PUBLISHED'), eq(activities.userId, viewer))
            : eq(activities.status, 'PUBLISHED'),
        );
    const where = and(
      eq(activities.collectionSlug, q.collection_slug),
      q.token_id ? eq(activities.tokenId, q.token_id) : undefined,
      visible,
    );
    const dir = q.order === 'asc' ? asc : desc;
    const rows = await db
      .select()
      .from(activities)
      .where(where)
      .orderBy(dir(activities.createdAt), dir(activities.id))
      .limit(q.limit)
      .offset(q.offset);
    const [total] = await db.select({ n: count() }).from(activities).where(where);
    const totalCount = total?.n ?? 0;
    const shown = (row: (typeof rows)[number]) =>
      isSecret(c) ? toActivity(row) : toVisitorActivity(row, viewer);
    const link = (offset: number) => {
      const params = new URLSearchParams({
        collection_slug: q.collection_slug,
        limit: String(q.limit),
        offset: String(offset),
        order: q.order,
        order_by: q.order_by,
      });
      if (q.token_id) params.set('token_id', q.token_id);
      return `/v1/activities?${params}`;
    };
    return c.json(
      out(activityList, {
        data: rows.map(shown),
        pagination: pagination(q.limit, q.offset, totalCount, link),
      }),
      200,
    );
  });

  app.openapi(createRouteDef, async (c) => {
    const form = c.req.valid('form') as z.output<typeof activityCreateFields> & { image?: unknown };
    const { db, storage } = c.var.deps;
    const found = await findCollectionToken(db, form.collection_slug, form.token_id);
    if (!found) throw notFound(`Collection "${form.collection_slug}"`);
    const { collection, token } = found;
    if (!token) throw notFound(`Token "${form.token_id}" in collection "${collection.slug}"`);

    let author: {
      userId: string | null;
      email: string | null;
      address: string | null;
      type: 'CUSTOMER' | 'CREATOR';
    };
    if (isSecret(c) && form.type !== 'CUSTOMER') {
      author = { userId: null, email: null, address: null, type: 'CREATOR' };
    } else {
      if (form.type === 'CREATOR') throw forbidden('type: CREATOR posts need the secret key');
      const session = await requireSession(c, 'post to this feed');
      if (form.owner_email && form.owner_email.toLowerCase() !== session.email)
        throw forbidden('owner_email: does not match the signed-in visitor');
      if (form.user_id && form.user_id !== session.userId)
        throw forbidden('user_id: does not match the signed-in visitor');
      // The token row is at hand: its owner is the one who may post.
      if (token.ownerUserId !== session.userId) {
        throw forbidden('Only the owner of this product can post to its feed');
      }
      author = {
        userId: session.userId,
        email: session.email,
        address: session.walletAddress,
        type: 'CUSTOMER',
      };
    }

    const rules = activityRules(collection.activitySettings);
    const image =
      form.image === '' || form.image === undefined || form.image === null ? undefined : form.image;
    if (rules.title.required && !form.title) throw badRequest('title: Title is required');
    if (rules.caption.required && !form.content) throw badRequest('content: Caption is required');
    if (rules.location.required && !form.location)
      throw badRequest('location: Location is required');
    if (rules.upload.required && !image && author.type === 'CUSTOMER')
      throw badRequest('image: Must upload an image file');
    if (!form.title && !form.content && !image)
      throw badRequest('title: a post needs a title, a caption or an image');

    const stored = image
      ? await storeUpload(db, storage, image, {
          field: 'image',
          mimes: FEED_IMAGE_TYPES,
        })
      : null;
    let row = await insertActivity(db, {
      id: newId('act'),
      collectionId: collection.id,
      collectionSlug: collection.slug,
      tokenId: token.tokenId,
      title: form.title || null,
      content: form.content || null,
      location: form.location || null,
      ownerEmail: author.email,
      ownerAddress: author.address,
      userId: author.userId,
      imageUrl: stored?.url ?? null,
      type: author.type,
      status:
        author.type === 'CUSTOMER' && isPreModerated(collection.activitySettings)
          ? 'PENDING'
          : 'PUBLISHED',
    });
    if (author.type === 'CUSTOMER') row = await markIfOwnerChanged(db, row, token.id);
    return c.json(out(activity, toActivity(row)), 201);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
    if (!row) throw notFound(`Activity "${id}"`);
    const [collection] = await db
      .select({ siteId: collections.siteId })
      .from(collections)
      .where(eq(collections.id, row.collectionId))
      .limit(1);
    const role = collection ? siteRole(c, collection.siteId) : null;
    const manager = role === 'operator' || role === 'owner' || role === 'editor';
    if (!isSecret(c) && !manager) {
      const session = await requireSession(c, 'delete posts');
      if (row.type !== 'CUSTOMER' || row.userId !== session.userId) {
        throw new ApiError(403, 'Only the author can delete this post');
      }
    }
    const deleted = await db
      .delete(activities)
      .where(eq(activities.id, id))
      .returning({ id: activities.id });
    // Deleted by another request since it was read: as a delete after it would be told.
    if (deleted.length === 0) throw notFound(`Activity "${id}"`);
    return c.json({ success: true }, 200);
  });
}
