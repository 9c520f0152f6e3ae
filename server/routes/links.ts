import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../context';
import { errors, json, security } from './openapi';

const revalidateRoute = createRoute({
  method: 'post',
  path: '/v1/links/revalidate',
  tags: ['Links'],
  security,
  description:
    'Drops the cached page data for the token behind a short URL (after its registration).',
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ short_url: z.string().trim().min(1).max(100) }) },
      },
      required: true,
    },
  },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Revalidated'),
    400: errors[400],
    401: errors[401],
  },
});

export function registerLinkRoutes(app: App) {
  app.openapi(revalidateRoute, async (c) => {
    // Cached responses are keyed by collection and token; a registration may change any of them.
    c.var.deps.cache.clear();
    return c.json({ success: true }, 200);
  });
}
