import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { analyticsEvent } from '../../src/schema/entities/analytics';
import type { App } from '../context';
import { analyticsEvents } from '../db/schema';
import { notFound } from '../errors';
import { findCollection } from '../services/collections';
import { visitorHash } from '../services/analyticsRecorder';
import { errors, json, security } from './openapi';

const trackRoute = createRoute({
  method: 'post',
  path: '/v1/analytics/events',
  tags: ['Analytics'],
  security,
  description:
    'Stores an event (product_registered with type, duration in seconds and token_id; page_view with path) per collection.',
  request: {
    body: { content: { 'application/json': { schema: analyticsEvent } }, required: true },
  },
  responses: {
    202: json(z.object({ success: z.boolean() }), 'Stored'),
    400: errors[400],
    401: errors[401],
    404: errors[404],
  },
});

export function registerAnalyticsRoutes(app: App) {
  app.openapi(trackRoute, async (c) => {
    const { event, collection_id, collection_slug, token_id, ...data } = c.req.valid('json');
    const { db } = c.var.deps;
    const ref = collection_id ?? collection_slug;
    const collection = ref ? await findCollection(db, ref) : null;
    if (ref && !collection) throw notFound(`Collection "${ref}"`);
    await db.insert(analyticsEvents).values({
      event,
      collectionId: collection?.id ?? null,
      tokenId: token_id ?? null,
      data,
      visitor: await visitorHash(c),
    });
    return c.json({ success: true }, 202);
  });
}
