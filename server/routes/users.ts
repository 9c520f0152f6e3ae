import { pageLink } from './pageLink';
import { pagination as pageBlock } from './pagination';
import { createRoute } from '@hono/zod-openapi';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pagination } from '../../src/schema/entities/pagination';
import {
  user,
  userBatchUpdateBody,
  userBatchUpdateResult,
  userListQuery,
  userUpdateBody,
} from '../../src/schema/entities/user';
import { isSecret, requireSecret } from '../auth/keys';
import { requireSession } from '../auth/session';
import type { App } from '../context';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { patchMetadata, toUser } from '../services/users';
import { errors, idParam, json, out, security } from './openapi';

const tags = ['Users'];
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/users',
  tags,
  security,
  description: 'Secret key.',
  request: { query: userListQuery },
  responses: {
    200: json(z.object({ data: z.array(user), pagination }), 'Users'),
    401: errors[401],
    403: errors[403],
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/users/{id}',
  tags,
  security,
  description: 'The signed-in visitor reads themselves; the secret key reads anyone.',
  request: { params: idParam },
  responses: { 200: json(user, 'The user'), 401: errors[401], 403: errors[403], 404: errors[404] },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/users/{id}',
  tags,
  security,
  description:
    'Merges metadata (null removes a key). The signed-in visitor updates themselves; the secret key anyone.',
  request: { params: idParam, ...body(userUpdateBody) },
  responses: {
    200: json(user, 'Updated'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});
const batchRoute = createRoute({
  method: 'post',
  path: '/v1/users/batch-update',
  tags,
  security,
  description:
    'Secret key. Merges metadata for each user in one transaction; unknown ids are listed in missing.',
  request: body(userBatchUpdateBody),
  responses: {
    200: json(userBatchUpdateResult, 'Updated'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

async function requireSelfOrSecret(c: Context<AppEnv>, id: string, action: string) {
  if (isSecret(c)) return;
  const session = await requireSession(c, action);
  if (session.userId !== id) throw forbidden(`Only this user or the secret key can ${action}`);
}

export function registerUserRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    requireSecret(c, 'list users');
    const q = c.req.valid('query');
    const { db } = c.var.deps;
    const where = q.email ? eq(users.email, q.email) : undefined;
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt))
      .limit(q.limit)
      .offset(q.offset);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    const totalCount = total?.n ?? 0;
    return c.json(
      out(z.object({ data: z.array(user), pagination }), {
        data: rows.map(toUser),
        pagination: pageBlock(q.limit, q.offset, totalCount, (offset) =>
          pageLink(c, q.limit, offset),
        ),
      }),
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    await requireSelfOrSecret(c, id, 'read this user');
    const [row] = await c.var.deps.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(`User "${id}"`);
    return c.json(out(user, toUser(row)), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { metadata } = c.req.valid('json');
    await requireSelfOrSecret(c, id, 'update this user');
    const { db } = c.var.deps;
    const updated = await patchMetadata(db, id, metadata);
    if (!updated) throw notFound(`User "${id}"`);
    return c.json(out(user, toUser(updated)), 200);
  });

  app.openapi(batchRoute, async (c) => {
    requireSecret(c, 'batch-update users');
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    // Rows are locked in id order (a stable sort keeps each user's patches in the order sent),
    // so two batches touching the same users cannot deadlock. All or nothing: a patch over the
    // key bound rolls the whole batch back.
    const patches = [...input.users].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const result = await db.transaction(async (tx) => {
      let updated = 0;
      const missing = new Set<string>();
      for (const patch of patches) {
        if (await patchMetadata(tx, patch.id, patch.metadata)) updated++;
        else missing.add(patch.id);
      }
      return { updated, missing: input.users.map((u) => u.id).filter((id) => missing.has(id)) };
    });
    return c.json(out(userBatchUpdateResult, result), 200);
  });
}
