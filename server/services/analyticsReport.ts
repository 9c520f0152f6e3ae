import {
  addDays,
  eachDayOfInterval,
  eachMonthOfInterval,
  eachWeekOfInterval,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
  subDays,
} from 'date-fns';
import { sql, type SQL } from 'drizzle-orm';
import {
  funnelSteps,
  type AnalyticsFunnel,
  type AnalyticsMetric,
  type AnalyticsSeries,
} from '../../src/schema/entities/analytics';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';
import { utcDay } from './analyticsRecorder';

/** The rolled-up row of a day's event over all tokens, with visitors distinct across tokens. */
export const ALL_TOKENS = '*';
const DEFAULT_DAYS = 30;
const TOP_TOKENS = 10;
const UNREGISTERED_LISTED = 50;

export interface DayRange {
  from: string;
  to: string;
}

/** The range asked for, or the last 30 days up to today (UTC). */
export function dayRange(from: string | undefined, to: string | undefined, now = new Date()) {
  const end = to ?? utcDay(now);
  return { from: from ?? format(subDays(parseISO(end), DEFAULT_DAYS - 1), 'yyyy-MM-dd'), to: end };
}

// Moments as ISO text with a cast: postgres-js does not serialise a Date inside raw SQL.
const startOf = (range: DayRange) => sql`${`${range.from}T00:00:00Z`}::timestamptz`;
const endOf = (range: DayRange) =>
  sql`${`${format(addDays(parseISO(range.to), 1), 'yyyy-MM-dd')}T00:00:00Z`}::timestamptz`;

/**
 * Per day and event: raw events not yet rolled up, plus the rolled-up days. Visitors are
 * distinct within a day; the sum over days counts a returning visitor once a day.
 */
function dailyTotals(collectionId: string, events: readonly string[], range: DayRange): SQL {
  return sql`
    select event, d::text as day, c as count, v as visitors from (
      select event, (created_at at time zone 'UTC')::date as d, count(*)::int as c,
             count(distinct visitor)::int as v
      from analytics_events
      where collection_id = ${collectionId} and event in ${events}
        and created_at >= ${startOf(range)} and created_at < ${endOf(range)}
      group by event, d
      union all
      select event, day as d, count as c, visitors as v
      from analytics_daily
      where collection_id = ${collectionId} and token_id = ${ALL_TOKENS} and event in ${events}
        and day >= ${range.from}::date and day <= ${range.to}::date
    ) totals`;
}

function tapsPerToken(collectionId: string, range: DayRange): SQL {
  return sql`
    select token_id, sum(c)::int as taps from (
      select token_id, count(*)::int as c from analytics_events
      where collection_id = ${collectionId} and event = 'tap' and token_id is not null
        and created_at >= ${startOf(range)} and created_at < ${endOf(range)}
      group by token_id
      union all
      select token_id, count as c from analytics_daily
      where collection_id = ${collectionId} and event = 'tap'
        and token_id not in ('', ${ALL_TOKENS}) and day >= ${range.from}::date and day <= ${range.to}::date
    ) taps group by token_id`;
}

function postsPerDay(collectionId: string, range: DayRange): SQL {
  return sql`
    select (created_at at time zone 'UTC')::date::text as day, count(*)::int as count
    from activities
    where collection_id = ${collectionId}
      and created_at >= ${startOf(range)} and created_at < ${endOf(range)}
    group by 1`;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The tap → page view → sign-in → registered funnel of a collection over a range of days. */
export async function funnel(
  db: Db,
  collectionId: string,
  range: DayRange,
): Promise<AnalyticsFunnel> {
  const [totals, taps, unregistered, posts] = await Promise.all([
    rows<{ event: string; count: number; visitors: number }>(
      db,
      sql`select event, sum(count)::int as count, sum(visitors)::int as visitors
          from (${dailyTotals(collectionId, funnelSteps, range)}) days group by event`,
    ),
    rows<{ token_id: string; taps: number }>(
      db,
      sql`${tapsPerToken(collectionId, range)} order by taps desc, token_id limit ${TOP_TOKENS}`,
    ),
    rows<{ token_id: string; taps: number }>(
      db,
      sql`select t.token_id, t.taps from (${tapsPerToken(collectionId, range)}) t
          join tokens on tokens.collection_id = ${collectionId} and tokens.token_id = t.token_id
          where tokens.owner_user_id is null
          order by t.taps desc, t.token_id limit ${UNREGISTERED_LISTED}`,
    ),
    rows<{ count: number }>(
      db,
      sql`select coalesce(sum(count), 0)::int as count from (${postsPerDay(collectionId, range)}) p`,
    ),
  ]);
  const byEvent = new Map(totals.map((row) => [row.event, row]));
  const counts = funnelSteps.map((step) => Number(byEvent.get(step)?.count ?? 0));
  return {
    ...range,
    steps: funnelSteps.map((step, index) => ({
      step,
      count: counts[index]!,
      visitors: Number(byEvent.get(step)?.visitors ?? 0),
      rate_from_previous: index === 0 ? null : rate(counts[index]!, counts[index - 1]!),
    })),
    tap_to_registered: rate(counts[3]!, counts[0]!),
    posts: Number(posts[0]?.count ?? 0),
    most_tapped: taps.map((row) => ({ token_id: row.token_id, taps: Number(row.taps) })),
    tapped_unregistered: unregistered.map((row) => ({
      token_id: row.token_id,
      taps: Number(row.taps),
    })),
  };
}

const DAY = 'yyyy-MM-dd';
const WEEK = { weekStartsOn: 1 } as const;

/** One metric over time, in days, weeks (from Monday) or months, with a zero where nothing happened. */
export async function series(
  db: Db,
  collectionId: string,
  metric: AnalyticsMetric,
  interval: 'day' | 'week' | 'month',
  range: DayRange,
): Promise<AnalyticsSeries> {
  const perDay = await rows<{ day: string; count: number }>(
    db,
    metric === 'post'
      ? postsPerDay(collectionId, range)
      : sql`select day, sum(count)::int as count from (${dailyTotals(collectionId, [metric], range)}) d group by day`,
  );
  const span = { start: parseISO(range.from), end: parseISO(range.to) };
  const bucketOf = (day: Date) =>
    interval === 'day' ? day : interval === 'week' ? startOfWeek(day, WEEK) : startOfMonth(day);
  const starts =
    interval === 'day'
      ? eachDayOfInterval(span)
      : interval === 'week'
        ? eachWeekOfInterval(span, WEEK)
        : eachMonthOfInterval(span);
  const counts = new Map(starts.map((start) => [format(start, DAY), 0]));
  for (const row of perDay) {
    const key = format(bucketOf(parseISO(String(row.day))), DAY);
    counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
  }
  return {
    metric,
    interval,
    ...range,
    points: [...counts].map(([start, count]) => ({ start, count })),
  };
}
