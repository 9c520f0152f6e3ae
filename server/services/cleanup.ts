import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { otpCodes, pendingRegistrations, sessions, walletNonces } from '../db/schema';
import { OTP_WINDOW_MS } from './otp';

/** How long spent or expired rows are kept after they stop mattering, for support questions. */
const GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired sessions and wallet nonces, sign-in codes older
 * than the rate-limit window (which counts them) plus a day, and e-mail registrations that
 * expired unconfirmed. Without it these tables grow with every visitor for ever.
 */
export async function deleteExpired(db: Db, now = new Date()): Promise<number> {
  const graceEnd = new Date(now.getTime() - GRACE_MS);
  const codesEnd = new Date(now.getTime() - OTP_WINDOW_MS - GRACE_MS);
  const counts = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash }),
    db
      .delete(walletNonces)
      .where(lt(walletNonces.expiresAt, now))
      .returning({ id: walletNonces.nonce }),
    db.delete(otpCodes).where(lt(otpCodes.createdAt, codesEnd)).returning({ id: otpCodes.id }),
    db
      .delete(pendingRegistrations)
      .where(
        and(lt(pendingRegistrations.expiresAt, graceEnd), isNull(pendingRegistrations.completedAt)),
      )
      .returning({ id: pendingRegistrations.id }),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}
