import { z } from 'zod';
import { builtOnce } from './builtOnce';

/** foundation.md "Visibility windows": date, time (hour, minute, AM/PM), timezone. */
export const visibilityWindow = builtOnce(() =>
  z.object({
    /**
     * Calendar date, yyyy-MM-dd as the editor writes it. Other text is kept rather than refusing
     * the layout: the renderer reads the date of an ISO date-time, and anything it cannot read
     * falls back to now with the warning 'Invalid date/time format' (foundation).
     */
    date: z.string().max(64),
    time: z
      .object({
        hour: z.number().int().min(1).max(12),
        minute: z.number().int().min(0).max(59),
        period: z.enum(['AM', 'PM']),
      })
      .default({ hour: 12, minute: 0, period: 'AM' }),
    /** IANA time zone identifier; the window is evaluated there. */
    timezone: z.string().min(1).max(64).default('UTC'),
  }),
);
export type VisibilityWindow = z.output<ReturnType<typeof visibilityWindow>>;

/** foundation.md: showAfterDate, showBeforeDate and per-device flags. */
export const componentVisibility = builtOnce(() =>
  z.object({
    showAfterDate: visibilityWindow().optional(),
    showBeforeDate: visibilityWindow().optional(),
    mobile: z.boolean().default(true),
    tablet: z.boolean().default(true),
    desktop: z.boolean().default(true),
  }),
);
export type ComponentVisibility = z.output<ReturnType<typeof componentVisibility>>;
