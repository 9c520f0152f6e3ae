import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessionResult } from '../../src/schema/entities/session';
import { user } from '../../src/schema/entities/user';
import { endSession, getSession } from '../auth/session';
import type { App } from '../context';
import { users } from '../db/schema';
import { forbidden } from '../errors';
import { toUser } from '../services/users';
import { errors, json, out, security } from './openapi';

const tags = ['Session'];
const domainQuery = z.object({ domain: z.string().trim().min(1, 'domain is required').max(253) });

const getRoute = createRoute({
  method: 'get',
  path: '/v1/session',
  tags,
  security,
  description:
    // 204 rather than 404: "not signed in" is an ordinary answer, and browsers log every 404.
    'The visitor session for a domain (returns the e-mail); 204 No Content (null in the client) when not signed in there.',
  request: { query: domainQuery },
  responses: {
    200: json(sessionResult, 'Signed in'),
    204: { description: 'Not signed in on this domain' },
    400: errors[400],
    401: errors[401],
  },
});
const userRoute = createRoute({
  method: 'get',
  path: '/v1/session/user',
  tags,
  security,
  description: 'The signed-in user as stored now; the e-mail must be the session’s.',
  request: {
    query: domainQuery.extend({ email: z.string().trim().toLowerCase().email().max(320) }),
  },
  responses: {
    200: json(user, 'The user'),
    204: { description: 'Not signed in on this domain' },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});
const logoutRoute = createRoute({
  method: 'post',
  path: '/v1/session/logout',
  tags,
  security,
  request: { body: { content: { 'application/json': { schema: domainQuery } }, required: true } },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Signed out'),
    400: errors[400],
    401: errors[401],
  },
});

export function registerSessionRoutes(app: App) {
  app.openapi(getRoute, async (c) => {
    const { domain } = c.req.valid('query');
    const session = await getSession(c);
    if (!session || session.domain !== domain.toLowerCase()) {
      return c.body(null, 204);
    }
    const [row] = await c.var.deps.db
      .select()
      .from(users)
      .where(eq(users.id, session.userId))
      .limit(1);
    return c.json(
      out(sessionResult, {
        email: session.email,
        user: row ? toUser(row) : null,
        domain: session.domain,
        expires_at: session.expiresAt.toISOString(),
      }),
      200,
    );
  });

  app.openapi(userRoute, async (c) => {
    const { domain, email } = c.req.valid('query');
    const session = await getSession(c);
    if (!session || session.domain !== domain.toLowerCase()) {
      return c.body(null, 204);
    }
    if (session.email !== email) throw forbidden('email: does not match the signed-in visitor');
    const [row] = await c.var.deps.db
      .select()
      .from(users)
      .where(eq(users.id, session.userId))
      .limit(1);
    if (!row) return c.json({ error: 'Not Found', message: 'User not found' }, 404);
    return c.json(out(user, toUser(row)), 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await endSession(c);
    return c.json({ success: true }, 200);
  });
}
