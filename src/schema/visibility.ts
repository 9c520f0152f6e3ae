import { z } from 'zod';

/** foundation.md §3 "Visibility windows": date, time (hour, minute, AM/PM), timezone. */
export const visibilityWindow = z.object({
  /** Calendar date, yyyy-MM-dd. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD'),
  time: z
    .object({
      hour: z.number().int().min(1).max(12),
      minute: z.number().int().min(0).max(59),
      period: z.enum(['AM', 'PM']),
    })
    .default({ hour: 12, minute: 0, period: 'AM' }),
  /** IANA time zone identifier; the window is evaluated there. */
  timezone: z.string().min(1).max(64).default('UTC'),
});
export type VisibilityWindow = z.output<typeof visibilityWindow>;

/** foundation.md §3: showAfterDate, showBeforeDate and per-device flags. */
export const componentVisibility = z.object({
  showAfterDate: visibilityWindow.optional(),
  showBeforeDate: visibilityWindow.optional(),
  mobile: z.boolean().default(true),
  tablet: z.boolean().default(true),
  desktop: z.boolean().default(true),
});
export type ComponentVisibility = z.output<typeof componentVisibility>;
