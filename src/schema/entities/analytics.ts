import { z } from 'zod';

/** blocks.md §7: product_registered (type verified, duration in seconds, token_id), and page views. */
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
