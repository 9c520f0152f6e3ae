import { and, isNull, lt } from 'drizzle-orm';
import { ANALYTICS_RETENTION_DAYS } from '../config';
import type { Db } from '../db/connect';
import {
  analyticsEvents,
  idempotencyKeys,
  otpCodes,
  ownerSessions,
  pendingRegistrations,
  rateLimits,
  sessions,
  walletNonces,
} from '../db/schema';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { OTP_WINDOW_MS } from './otp';

/** How long spent or expired rows are kept after they stop mattering, for support questions. */
const GRACE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired visitor and owner sessions and wallet nonces, sign-in codes older
 * than their window plus a day, e-mail registrations that expired unconfirmed, rate-limit
 * counters whose window ended, idempotency keys past their retention, and raw analytics events
 * older than the retention (ANALYTICS_RETENTION_DAYS). Without it these tables grow with every
 * visitor for ever.
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
    db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ id: rateLimits.key }),
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, at(IDEMPOTENCY_TTL_MS)))
      .returning({ id: idempotencyKeys.scopeHash }),
    db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.createdAt, at(retentionDays * DAY_MS)))
      .returning({ id: analyticsEvents.id }),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}
