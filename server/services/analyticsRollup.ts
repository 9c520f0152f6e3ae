import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { utcDay } from './analyticsRecorder';
import { ALL_TOKENS } from './analyticsReport';

/** Midnight UTC of the day a moment falls on: roll-ups take whole days. */
function dayStart(at: Date): Date {
  return new Date(`${utcDay(at)}T00:00:00Z`);
}

/**
 * Moves raw events from before the retention's first whole day into daily totals, per token
 * and for all tokens together, and deletes them, in one statement: the rows a statement
 * deletes are the rows it adds up, so two processes rolling up at once never count an event
 * twice. Returns how many raw events were rolled up.
 */
export async function rollUpAnalytics(db: Db, olderThan: Date): Promise<number> {
  const before = dayStart(olderThan);
  const result = (await db.execute(sql`
    with gone as (
      delete from analytics_events where created_at < ${before.toISOString()}::timestamptz
      returning event, collection_id, token_id, visitor, created_at
    ),
    per_token as (
      insert into analytics_daily (day, collection_id, token_id, event, count, visitors)
      select (created_at at time zone 'UTC')::date, coalesce(collection_id, ''),
             coalesce(token_id, ''), event, count(*), count(distinct visitor)
      from gone group by 1, 2, 3, 4
      on conflict (collection_id, event, day, token_id) do update
        set count = analytics_daily.count + excluded.count,
            visitors = analytics_daily.visitors + excluded.visitors
      returning 1
    ),
    all_tokens as (
      insert into analytics_daily (day, collection_id, token_id, event, count, visitors)
      select (created_at at time zone 'UTC')::date, coalesce(collection_id, ''), ${ALL_TOKENS},
             event, count(*), count(distinct visitor)
      from gone group by 1, 2, 4
      on conflict (collection_id, event, day, token_id) do update
        set count = analytics_daily.count + excluded.count,
            visitors = analytics_daily.visitors + excluded.visitors
      returning 1
    )
    select (select count(*) from gone)::int as rolled,
           (select count(*) from per_token)::int + (select count(*) from all_tokens)::int as days
  `)) as unknown as { rolled: number }[] | { rows: { rolled: number }[] };
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]?.rolled ?? 0);
}

/** Deletes the salts of days before today: yesterday's visitors can no longer be linked. */
export async function forgetOldSalts(db: Db, now: Date): Promise<number> {
  const result = (await db.execute(
    sql`delete from analytics_salts where day < ${utcDay(now)}::date returning day`,
  )) as unknown as unknown[] | { rows: unknown[] };
  return (Array.isArray(result) ? result : result.rows).length;
}
