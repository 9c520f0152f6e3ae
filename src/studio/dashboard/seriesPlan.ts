import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { SERIES_INTERVALS, type SeriesInterval } from '../../schema/entities/analytics';
import { pointCount } from '../../schema/entities/analyticsPoints';

/**
 * The most points the dashboard draws in one chart (and lists in its table): a year by day,
 * seven by week, thirty-three by month. Past it a line is no longer read point by point, and a
 * range from 1900 by day would build and draw tens of thousands of rows.
 */
export const CHART_POINTS = 400;

export interface SeriesPlan {
  /** The interval drawn: the one chosen, or the finest coarser one that fits the chart. */
  interval: SeriesInterval;
  /** The days drawn: the range, or its last CHART_POINTS months when even months are too many. */
  range: { from: string; to: string };
  /** The points the chosen interval would have made, when it was too fine. */
  tooMany: number | null;
  /** The range was cut to its last months. */
  shortened: boolean;
}

/**
 * How the series shows a range: as chosen when it fits the chart, else by week or month (as
 * store dashboards group a long range), and past CHART_POINTS months only the last of them.
 */
export function seriesPlan(
  range: { from: string; to: string },
  chosen: SeriesInterval,
): SeriesPlan {
  const asked = pointCount(range, chosen);
  if (asked <= CHART_POINTS) return { interval: chosen, range, tooMany: null, shortened: false };
  const coarser = SERIES_INTERVALS.slice(SERIES_INTERVALS.indexOf(chosen) + 1);
  const fits = coarser.find((interval) => pointCount(range, interval) <= CHART_POINTS);
  if (fits) return { interval: fits, range, tooMany: asked, shortened: false };
  const from = format(startOfMonth(subMonths(parseISO(range.to), CHART_POINTS - 1)), 'yyyy-MM-dd');
  return {
    interval: 'month',
    range: { from, to: range.to },
    tooMany: chosen === 'month' ? null : asked,
    shortened: true,
  };
}
