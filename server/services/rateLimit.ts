import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';
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

/** Thrown inside the counting transaction to undo its counts. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

/**
 * Counts one use of every bucket, or of none: when one is spent the request is refused and
 * counts nowhere (a stranger refused for their own address spends nothing of the e-mail's
 * shared count, so cannot lock its owner out by asking again and again). The counts and
 * windows move in one upsert, in a transaction whose row locks make concurrent requests take
 * turns, in the database — so the limit holds across concurrent requests and across server
 * processes sharing a PostgreSQL: at most `limit` requests per window are let through.
 */
export async function consume(db: Db, buckets: readonly Bucket[]): Promise<Refusal | null> {
  if (buckets.length === 0) return null;
  // One row per key per statement, in a fixed order: concurrent statements lock rows alike.
  const unique = [...new Map(buckets.map((b) => [b.key, b])).values()].sort((a, b) =>
    a.key < b.key ? -1 : 1,
  );
  try {
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(rateLimits)
        .values(
          unique.map((b) => ({
            key: b.key,
            count: 1,
            resetAt: sql`now() + ${b.windowMs} * interval '1 millisecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
      let refusal: Refusal | null = null;
      for (const row of rows) {
        const bucket = unique.find((b) => b.key === row.key);
        if (!bucket || row.count <= bucket.limit) continue;
        if (!refusal || row.resetAt > refusal.retryAt) refusal = { bucket, retryAt: row.resetAt };
      }
      if (refusal) throw new Refused(refusal);
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
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
