import { z } from 'zod';

/** blocks.md: product_registered (type verified, duration in seconds, token_id), and page views. */
export const analyticsEvent = z.object({
  event: z.enum(['product_registered', 'page_view']),
  collection_id: z.string().max(100).optional(),
  collection_slug: z.string().max(200).optional(),
  token_id: z.string().max(100).nullish(),
  type: z.string().max(50).optional(),
  duration: z
    .number()
    .min(0)
    .max(86_400 * 365)
    .optional(),
  path: z.string().max(2000).optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEvent>;

/** The steps of the tap-to-registered funnel, in order. */
export const funnelSteps = ['tap', 'page_view', 'sign_in', 'registered'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** What a chart can show over time: a funnel step or feed posts. */
export const analyticsMetrics = [...funnelSteps, 'post'] as const;
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

/** A calendar day as YYYY-MM-DD that exists (no month 13, no 31 April). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((day) => {
    const moment = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === day;
  }, 'a day that exists, as YYYY-MM-DD');

/** A date range in UTC days, both ends included; defaults to the last 30 days. */
export const analyticsRange = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

export const analyticsFunnel = z.object({
  from: isoDay,
  to: isoDay,
  steps: z.array(
    z.object({
      step: z.enum(funnelSteps),
      count: z.number().int(),
      /** Distinct visitors, counted per day: one person on two days counts twice. */
      visitors: z.number().int(),
      /** This step's count over the previous step's; null for the first step or after a zero. */
      rate_from_previous: z.number().nullable(),
    }),
  ),
  /** Registrations over taps; null without taps. */
  tap_to_registered: z.number().nullable(),
  posts: z.number().int(),
  most_tapped: z.array(z.object({ token_id: z.string(), taps: z.number().int() })),
  tapped_unregistered: z.array(z.object({ token_id: z.string(), taps: z.number().int() })),
});
export type AnalyticsFunnel = z.output<typeof analyticsFunnel>;

/** A series' intervals, finest first: each point is a day, a week from Monday, or a month. */
export const SERIES_INTERVALS = ['day', 'week', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

export const analyticsSeriesQuery = z
  .object({
    metric: z.enum(analyticsMetrics).default('tap'),
    interval: z.enum(SERIES_INTERVALS).default('day'),
    from: isoDay.optional(),
    to: isoDay.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

export const analyticsSeries = z.object({
  metric: z.enum(analyticsMetrics),
  interval: z.enum(SERIES_INTERVALS),
  from: isoDay,
  to: isoDay,
  /** One point per interval, zeros included; `start` is its first day (weeks start on Monday). */
  points: z.array(z.object({ start: isoDay, count: z.number().int() })),
});
export type AnalyticsSeries = z.output<typeof analyticsSeries>;
