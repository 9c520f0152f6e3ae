import { and, isNull, lt, sql } from 'drizzle-orm';
import { ANALYTICS_RETENTION_DAYS } from '../config';
import type { Database, Db } from '../db/connect';
import {
  idempotencyKeys,
  otpCodes,
  ownerSessions,
  pendingRegistrations,
  rateLimits,
  registrationTransfers,
  sessions,
  walletNonces,
} from '../db/schema';
import { forgetOldSalts, rollUpAnalytics } from './analyticsRollup';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { OTP_WINDOW_MS } from './otp';

/** How long spent or expired rows are kept after they stop mattering, for support questions. */
const GRACE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired visitor and owner sessions and wallet nonces,
 * sign-in codes older than their window plus a day, e-mail registrations and token transfers that
 * expired unconfirmed, rate-limit counters whose window ended, idempotency keys past their
 * retention, and the salts of past days' visitor hashes; raw analytics events older than the
 * retention (ANALYTICS_RETENTION_DAYS) become daily totals. Without it these tables grow with
 * every visitor for ever.
 */
export async function deleteExpired(
  db: Db,
  now = new Date(),
  options: { analyticsRetentionDays?: number } = {},
): Promise<number> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const retentionDays = options.analyticsRetentionDays ?? ANALYTICS_RETENTION_DAYS;
  const counts = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash }),
    db
      .delete(ownerSessions)
      .where(lt(ownerSessions.expiresAt, now))
      .returning({ id: ownerSessions.idHash }),
    db
      .delete(walletNonces)
      .where(lt(walletNonces.expiresAt, now))
      .returning({ id: walletNonces.nonce }),
    db
      .delete(otpCodes)
      .where(lt(otpCodes.createdAt, at(OTP_WINDOW_MS + GRACE_MS)))
      .returning({ id: otpCodes.id }),
    db
      .delete(pendingRegistrations)
      .where(
        and(
          lt(pendingRegistrations.expiresAt, at(GRACE_MS)),
          isNull(pendingRegistrations.completedAt),
        ),
      )
      .returning({ id: pendingRegistrations.id }),
    // A transfer the new owner never confirmed: its link no longer works and the token stayed
    // with its owner; what the brand did is kept in registration_actions.
    db
      .delete(registrationTransfers)
      .where(
        and(
          lt(registrationTransfers.expiresAt, at(GRACE_MS)),
          isNull(registrationTransfers.completedAt),
        ),
      )
      .returning({ id: registrationTransfers.id }),
    db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ id: rateLimits.key }),
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, at(IDEMPOTENCY_TTL_MS)))
      .returning({ id: idempotencyKeys.scopeHash }),
  ]);
  const rolledUp = await rollUpAnalytics(db, at(retentionDays * DAY_MS));
  const salts = await forgetOldSalts(db, now);
  return counts.reduce((sum, rows) => sum + rows.length, rolledUp + salts);
}

/** The advisory lock key the scheduled clean-up holds while it runs. */
const CLEANUP_LOCK = 7_360_002;
/** Its row in rate_limits: reset_at is when the next clean-up is due. */
const CLEANUP_SCHEDULE_KEY = 'schedule:cleanup';

/**
 * The scheduled clean-up, once per `intervalMs` however many processes share the database:
 * each process calls it on its own timer, and only the first one of each interval deletes.
 * On PostgreSQL a transaction-scoped advisory lock lets one process at a time look, and a row
 * in rate_limits records when the next run is due; the embedded database has one process, so
 * it just runs. Resolves to the number of rows deleted, or null when another process had
 * already run it in this interval (or is running it now).
 */
export async function deleteExpiredOncePerInterval(
  database: Database,
  intervalMs: number,
  options: { analyticsRetentionDays?: number; now?: Date } = {},
): Promise<number | null> {
  if (database.kind === 'pglite')
    return deleteExpired(database.db, options.now ?? new Date(), options);
  return database.db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as locked`,
    );
    if (!firstRow<{ locked: boolean }>(locked)?.locked) return null;
    const claimed = await tx
      .insert(rateLimits)
      .values({
        key: CLEANUP_SCHEDULE_KEY,
        count: 1,
        resetAt: sql`now() + ${intervalMs} * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: 1, resetAt: sql`excluded.reset_at` },
        setWhere: lt(rateLimits.resetAt, sql`now()`),
      })
      .returning({ key: rateLimits.key });
    if (claimed.length === 0) return null;
    return deleteExpired(tx as unknown as Db, options.now ?? new Date(), options);
  });
}

/** The first row of a raw query's result, as either driver gives it (an array, or { rows }). */
function firstRow<T>(result: unknown): T | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows?: T[] }).rows;
  return rows?.[0] as T | undefined;
}
