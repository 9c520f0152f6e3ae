import { eachMonthOfInterval, eachWeekOfInterval, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { pointCount } from '../../../src/schema/entities/analyticsPoints';
import { CHART_POINTS, seriesPlan } from '../../../src/studio/dashboard/seriesPlan';

describe('a series is drawn with at most CHART_POINTS points', () => {
  it('keeps the chosen interval while it fits', () => {
    const range = { from: '2026-01-01', to: '2026-11-29' };
    expect(seriesPlan(range, 'day')).toEqual({
      interval: 'day',
      range,
      tooMany: null,
      shortened: false,
    });
  });

  it('draws a range too long by day by the finest coarser interval that fits, and says how many points it would have been', () => {
    const range = { from: '2020-01-01', to: '2026-11-29' };
    expect(seriesPlan(range, 'day')).toMatchObject({ interval: 'week', range, shortened: false });
    expect(seriesPlan(range, 'day').tooMany).toBe(pointCount(range, 'day'));
    expect(seriesPlan({ from: '2000-01-01', to: '2026-11-29' }, 'week')).toMatchObject({
      interval: 'month',
      shortened: false,
    });
  });

  it('draws a range from 1900 as its last months, never a point per day', () => {
    const plan = seriesPlan({ from: '1900-01-01', to: '2026-11-29' }, 'day');
    expect(plan).toMatchObject({ interval: 'month', shortened: true });
    expect(plan.tooMany).toBe(46_354);
    expect(plan.range).toEqual({ from: '1993-08-01', to: '2026-11-29' });
    expect(pointCount(plan.range, 'month')).toBe(CHART_POINTS);
  });
});

describe('pointCount counts the points the server’s series makes', () => {
  for (const [from, to] of [
    ['2026-11-01', '2026-11-30'],
    ['2026-11-02', '2026-11-02'],
    ['2024-02-29', '2026-01-04'],
  ] as const) {
    it(`${from} to ${to}`, () => {
      const span = { start: parseISO(from), end: parseISO(to) };
      expect(pointCount({ from, to }, 'week')).toBe(
        eachWeekOfInterval(span, { weekStartsOn: 1 }).length,
      );
      expect(pointCount({ from, to }, 'month')).toBe(eachMonthOfInterval(span).length);
    });
  }
});
