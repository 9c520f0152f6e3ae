import { createRoute } from '@hono/zod-openapi';
import Papa from 'papaparse';
import { z } from 'zod';
import {
  analyticsFunnel,
  analyticsRange,
  analyticsSeries,
  analyticsSeriesQuery,
} from '../../src/schema/entities/analytics';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import type { App } from '../context';
import { requireCollection } from '../services/collections';
import { dayRange, funnel, series } from '../services/analyticsReport';
import { checkSeriesLength, MAX_SERIES_POINTS } from '../services/seriesRange';
import { errors, idParam, json, out, raw, security } from './openapi';

const csvResponse = { 'text/csv': { schema: z.string() } };

const funnelRoute = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/analytics/funnel',
  tags: ['Analytics'],
  security,
  description:
    'Owners and editors. The tap → page view → sign-in → registered funnel over UTC days `from`..`to` (both included; the last 30 days by default): each step’s events and distinct visitors (counted per day), the rate from the step before, posts, the most-tapped tokens and tapped tokens still unregistered. `format=csv` gives the steps as CSV.',
  request: { params: idParam, query: analyticsRange },
  responses: {
    200: {
      content: { ...json(analyticsFunnel, '').content, ...csvResponse },
      description: 'The funnel',
    },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const seriesRoute = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/analytics/series',
  tags: ['Analytics'],
  security,
  description:
    'Owners and editors. One metric (tap, page_view, sign_in, registered, post) per day, week (from Monday) or month over UTC days `from`..`to`, zeros included. More than ' +
    String(MAX_SERIES_POINTS) +
    ' points is 400, naming the interval that would fit. `format=csv` gives the points as CSV.',
  request: { params: idParam, query: analyticsSeriesQuery },
  responses: {
    200: {
      content: { ...json(analyticsSeries, '').content, ...csvResponse },
      description: 'The points',
    },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

function csvFile(name: string, fields: string[], data: (string | number | null)[][]) {
  return raw(
    new Response(`${Papa.unparse({ fields, data })}\r\n`, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    }),
  );
}

export function registerAnalyticsReportRoutes(app: App) {
  app.openapi(funnelRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'read analytics');
    const { db } = c.var.deps;
    const collection = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'read analytics', collection.siteId);
    const query = c.req.valid('query');
    const report = await funnel(db, collection.id, dayRange(query.from, query.to));
    if (query.format === 'csv')
      return csvFile(
        `${collection.slug}-funnel-${report.from}-${report.to}.csv`,
        ['step', 'count', 'visitors', 'rate_from_previous'],
        report.steps.map((s) => [s.step, s.count, s.visitors, s.rate_from_previous]),
      );
    return c.json(out(analyticsFunnel, report), 200);
  });

  app.openapi(seriesRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'read analytics');
    const { db } = c.var.deps;
    const collection = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'read analytics', collection.siteId);
    const query = c.req.valid('query');
    const range = dayRange(query.from, query.to);
    checkSeriesLength(range, query.interval);
    const points = await series(db, collection.id, query.metric, query.interval, range);
    if (query.format === 'csv')
      return csvFile(
        `${collection.slug}-${points.metric}-by-${points.interval}-${points.from}-${points.to}.csv`,
        ['start', points.metric],
        points.points.map((p) => [p.start, p.count]),
      );
    return c.json(out(analyticsSeries, points), 200);
  });
}
