import { createRoute } from '@hono/zod-openapi';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  moderatedActivity,
  moderationList,
  moderationQuery,
  reportResult,
} from '../../src/schema/entities/activity';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import { getSession } from '../auth/session';
import type { App, Deps } from '../context';
import { activities, activityReports, collections } from '../db/schema';
import { notFound } from '../errors';
import { toModeratedActivity } from '../services/activities';
import { visitorHash } from '../services/analyticsRecorder';
import { requireCollection } from '../services/collections';
import { errors, idParam, json, out, security } from './openapi';
import { pagination } from './pagination';

const tags = ['Moderation'];

const queueRoute = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/activities',
  tags,
  security,
  description:
    'Owners and editors. Every post of the collection, newest first, with whether it is hidden and how often visitors reported it; filter by token, author (part of the e-mail or wallet address), hidden, reported and status (PENDING: awaiting approval).',
  request: { params: idParam, query: moderationQuery },
  responses: {
    200: json(moderationList, 'A page of posts'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const actionRoute = (action: 'hide' | 'unhide' | 'approve', description: string) =>
  createRoute({
    method: 'post',
    path: `/v1/activities/{id}/${action}`,
    tags,
    security,
    description,
    request: { params: idParam },
    responses: {
      200: json(moderatedActivity, 'The post after the change'),
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });

const hideRoute = actionRoute(
  'hide',
  'Owners and editors. Visitors no longer see the post; its author is told by e-mail.',
);
const unhideRoute = actionRoute('unhide', 'Owners and editors. Visitors see the post again.');
const approveRoute = actionRoute(
  'approve',
  'Owners and editors. Publishes a post that was awaiting approval (a pre-moderated feed).',
);

const reportRoute = createRoute({
  method: 'post',
  path: '/v1/activities/{id}/report',
  tags,
  security,
  description:
    'Any visitor. Flags the post for the owner; a visitor’s report counts once (signed in: per account; signed out: per visitor of the day).',
  request: { params: idParam },
  responses: {
    200: json(reportResult, 'Reported'),
    401: errors[401],
    404: errors[404],
    429: errors[429],
  },
});

export function registerModerationRoutes(app: App) {
  app.openapi(queueRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'moderate posts');
    const { db } = c.var.deps;
    const collection = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'moderate posts', collection.siteId);
    const q = c.req.valid('query');
    const pattern = q.author ? `%${q.author.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
    const where = and(
      eq(activities.collectionId, collection.id),
      q.token_id ? eq(activities.tokenId, q.token_id) : undefined,
      pattern
        ? or(ilike(activities.ownerEmail, pattern), ilike(activities.ownerAddress, pattern))
        : undefined,
      q.hidden === 'true' ? isNotNull(activities.hiddenAt) : undefined,
      q.hidden === 'false' ? isNull(activities.hiddenAt) : undefined,
      q.reported === 'true' ? gt(activities.reportCount, 0) : undefined,
      q.reported === 'false' ? eq(activities.reportCount, 0) : undefined,
      q.status ? eq(activities.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activities)
        .where(where)
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    const link = (offset: number) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...q, offset })) params.set(key, String(value));
      return `/v1/collections/${encodeURIComponent(collection.id)}/activities?${params}`;
    };
    return c.json(
      out(moderationList, {
        data: rows.map(toModeratedActivity),
        pagination: pagination(q.limit, q.offset, totalCount, link),
      }),
      200,
    );
  });

  /**
   * A moderation change of one post. With `onlyIf`, the change applies only to a post in that
   * state, and `after` runs only when it did: of a post hidden twice (or by two moderators at
   * once) the author is told once.
   */
  const change = (
    route: typeof hideRoute,
    set: () => Partial<typeof activities.$inferInsert>,
    after?: (row: typeof activities.$inferSelect, deps: Deps) => Promise<void>,
    onlyIf?: SQL,
  ) =>
    app.openapi(route, async (c) => {
      requireRoleSomewhere(c, 'editor', 'moderate posts');
      const { id } = c.req.valid('param');
      // The post's own site decides, not the site of the address the request came to.
      const [target] = await c.var.deps.db
        .select({ siteId: collections.siteId })
        .from(activities)
        .innerJoin(collections, eq(collections.id, activities.collectionId))
        .where(eq(activities.id, id))
        .limit(1);
      if (!target) throw notFound(`Activity "${id}"`);
      requireCollectionManager(c, 'moderate posts', target.siteId);
      const { db } = c.var.deps;
      const [changed] = await db
        .update(activities)
        .set({ ...set(), updatedAt: new Date() })
        .where(and(eq(activities.id, id), onlyIf))
        .returning();
      if (changed && after) await after(changed, c.var.deps);
      const [row] = changed
        ? [changed]
        : await db.select().from(activities).where(eq(activities.id, id)).limit(1);
      if (!row) throw notFound(`Activity "${id}"`);
      return c.json(out(moderatedActivity, toModeratedActivity(row)), 200);
    });

  change(
    hideRoute,
    () => ({ hiddenAt: new Date() }),
    async (row, deps) => {
      if (!row.ownerEmail || row.type !== 'CUSTOMER') return;
      const title = row.title ? `“${row.title}”` : 'your post';
      await deps.mailer.send({
        to: row.ownerEmail,
        subject: 'Your post was hidden',
        text: `The brand hid ${title} on the feed of ${row.collectionSlug}${row.tokenId ? ` No. ${row.tokenId}` : ''}: visitors no longer see it. Reply to this e-mail if you think this is a mistake.`,
      });
    },
    // Hidden once: the first date stays, and the author is told once.
    isNull(activities.hiddenAt),
  );
  change(unhideRoute, () => ({ hiddenAt: null }));
  change(approveRoute, () => ({ status: 'PUBLISHED' }));

  app.openapi(reportRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const [post] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, id), isNull(activities.hiddenAt)))
      .limit(1);
    if (!post) throw notFound(`Activity "${id}"`);
    const session = await getSession(c);
    const reporter = session ? `user:${session.userId}` : `visitor:${await visitorHash(c)}`;
    // The report and the count move together: a second report of one visitor adds nothing.
    const added = await db.transaction(async (tx) => {
      // Held while the report is written: a post deleted or hidden meanwhile is a 404.
      const [still] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.id, id), isNull(activities.hiddenAt)))
        .for('key share');
      if (!still) throw notFound(`Activity "${id}"`);
      const rows = await tx
        .insert(activityReports)
        .values({ activityId: id, reporter })
        .onConflictDoNothing()
        .returning({ reporter: activityReports.reporter });
      if (rows.length > 0)
        await tx
          .update(activities)
          .set({ reportCount: sql`${activities.reportCount} + 1` })
          .where(eq(activities.id, id));
      return rows;
    });
    return c.json(out(reportResult, { success: true, counted: added.length > 0 }), 200);
  });
}
