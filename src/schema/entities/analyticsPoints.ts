import { differenceInCalendarDays, differenceInCalendarMonths, parseISO } from 'date-fns';
import type { SeriesInterval } from './analytics';

/**
 * How many points a series over UTC days `from`..`to` has per interval: one per day, per week
 * from Monday that the range touches, or per month it touches (as the series counts them).
 */
export function pointCount(range: { from: string; to: string }, interval: SeriesInterval): number {
  const start = parseISO(range.from);
  const end = parseISO(range.to);
  if (interval === 'month') return differenceInCalendarMonths(end, start) + 1;
  const days = differenceInCalendarDays(end, start) + 1;
  if (interval === 'day') return days;
  // The days of the first week before the range starts count toward that week.
  const sinceMonday = (start.getDay() + 6) % 7;
  return Math.ceil((days + sinceMonday) / 7);
}
