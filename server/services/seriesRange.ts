import { SERIES_INTERVALS, type SeriesInterval } from '../../src/schema/entities/analytics';
import { pointCount } from '../../src/schema/entities/analyticsPoints';
import { ApiError } from '../errors';
import type { DayRange } from './analyticsReport';

/**
 * The most points one series answers: over four years by day, thirty by week, over a century by
 * month. Each point is built and sent even when it is a zero, so a range from 1900 by day would
 * build tens of thousands of them for no chart anyone reads.
 */
export const MAX_SERIES_POINTS = 1600;

/** Refuses a series longer than MAX_SERIES_POINTS, naming the interval that would fit. */
export function checkSeriesLength(range: DayRange, interval: SeriesInterval): void {
  const points = pointCount(range, interval);
  if (points <= MAX_SERIES_POINTS) return;
  const fits = SERIES_INTERVALS.slice(SERIES_INTERVALS.indexOf(interval) + 1).find(
    (coarser) => pointCount(range, coarser) <= MAX_SERIES_POINTS,
  );
  throw new ApiError(
    400,
    `${range.from} to ${range.to} is ${points} points by ${interval}; at most ${MAX_SERIES_POINTS}: ${
      fits ? `ask for it by ${fits}` : 'ask for a shorter range'
    }`,
  );
}
