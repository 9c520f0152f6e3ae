import { sql } from 'drizzle-orm';
import { builtStatements } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';

/** One counter: at most `limit` uses of `key` per fixed window of `windowMs`. */
export interface Bucket {
  key: string;
  limit: number;
  windowMs: number;
  /** What was spent, for the refusal: 'sign-in codes for this e-mail from your address'. */
  what: string;
}

export interface Refusal {
  bucket: Bucket;
  /** When the bucket's window ends and it may be used again. */
  retryAt: Date;
}

/**
 * Every public write runs it, so its SQL is built once (builtStatements); the buckets travel as
 * three array parameters.
 */
const consumeStatement = builtStatements((db: Db) =>
  db
    .select({
      refused_key: sql<string>`refused_key`,
      retry_at: sql<Date | string>`retry_at`,
    })
    .from(
      sql`vitrine_consume_rate_limits(${sql.placeholder('keys')}::text[], ${sql.placeholder('limits')}::integer[], ${sql.placeholder('windows')}::bigint[])`,
    )
    .prepare('rate_limit_consume'),
);

/**
 * Counts one use of every bucket, or of none: when one is spent the request is refused and
 * counts nowhere (a stranger refused for their own address spends nothing of the e-mail's
 * shared count, so cannot lock its owner out by asking again and again). The counts and
 * windows move in one statement (vitrine_consume_rate_limits, a database function) whose row
 * locks make concurrent requests take turns, in the database — so the limit holds across
 * concurrent requests and across server processes sharing a PostgreSQL: at most `limit`
 * requests per window are let through. The function's commit does not wait for the disk (a
 * crash may forget the last few counts), so `db` is never a transaction that writes anything
 * that must last.
 */
export async function consume(db: Db, buckets: readonly Bucket[]): Promise<Refusal | null> {
  if (buckets.length === 0) return null;
  // Sorted, so that calls sharing buckets lock them in one order.
  const unique = [...new Map(buckets.map((b) => [b.key, b])).values()].sort((a, b) =>
    a.key < b.key ? -1 : 1,
  );
  const [refused] = await consumeStatement(db).execute({
    keys: unique.map((b) => b.key),
    limits: unique.map((b) => b.limit),
    windows: unique.map((b) => b.windowMs),
  });
  if (!refused) return null;
  const bucket = unique.find((b) => b.key === refused.refused_key)!;
  return { bucket, retryAt: new Date(refused.retry_at) };
}

/** Seconds until `at`, at least 1 (a Retry-After of 0 would invite an immediate retry). */
export function secondsUntil(at: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((at.getTime() - now) / 1000));
}

/** "in 7 minutes (17:05 UTC)": when a refused caller may try again, as people read it. */
export function describeWait(at: Date, now = Date.now()): string {
  const seconds = secondsUntil(at, now);
  const span =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `in ${span} (at ${at.toISOString().slice(11, 19)} UTC)`;
}

/** The 429 for a refusal: Retry-After in seconds, the time in the message and the body. */
export function tooManyRequests(refusal: Refusal, now = Date.now()): ApiError {
  const seconds = secondsUntil(refusal.retryAt, now);
  return new ApiError(
    429,
    `Too many ${refusal.bucket.what}; try again ${describeWait(refusal.retryAt, now)}`,
    { retry_after: seconds, retry_at: refusal.retryAt.toISOString() },
    { 'retry-after': String(seconds) },
  );
}

/** Consumes the buckets and throws the 429 when one is spent. */
export async function enforce(db: Db, buckets: readonly Bucket[]): Promise<void> {
  const refusal = await consume(db, buckets);
  if (refusal) throw tooManyRequests(refusal);
}
