import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../src/schema/entities/access';
import type { Db } from '../db/connect';
import { otpCodes } from '../db/schema';
import { ApiError } from '../errors';
import type { OtpSendLimits } from '../config';

/** The window the send limits (config.otpSendLimits) count codes in. */
export const OTP_WINDOW_MS = 15 * 60 * 1000;

export function hashCode(pepper: string, email: string, code: string): string {
  return createHmac('sha256', pepper).update(`${email}:${code}`).digest('hex');
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Refuses a new code when this e-mail or address asked too often (Retry-After until the oldest ages out). */
export async function checkSendLimits(
  db: Db,
  limits: OtpSendLimits,
  email: string,
  ip: string,
): Promise<void> {
  const since = new Date(Date.now() - OTP_WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, since)));
  const emailSpent = (byEmail?.n ?? 0) >= limits.perEmail;
  if (emailSpent || (byIp?.n ?? 0) >= limits.perAddress) {
    const retryAfter = Math.ceil(OTP_WINDOW_MS / 1000 / 3);
    throw new ApiError(
      429,
      `Too many sign-in codes requested for ${emailSpent ? 'this e-mail' : 'this address'}; try again in a few minutes`,
      {},
      { 'retry-after': String(retryAfter) },
    );
  }
}

export async function issueCode(
  db: Db,
  pepper: string,
  email: string,
  ip: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await db.transaction(async (tx) => {
    // A new code voids the earlier ones: only the latest e-mail works.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
    await tx
      .insert(otpCodes)
      .values({ email, codeHash: hashCode(pepper, email, code), ip, expiresAt });
  });
  return { code, expiresAt };
}

export type VerifyOutcome = { ok: true } | { ok: false; error: string; attemptsLeft: number };

/** 6 digits, 10 minutes, void after 5 wrong tries (then even the right code fails). */
export async function verifyCode(
  db: Db,
  pepper: string,
  email: string,
  code: string,
): Promise<VerifyOutcome> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() < Date.now()) {
    return {
      ok: false,
      error: 'This code has expired or was never sent. Request a new code.',
      attemptsLeft: 0,
    };
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    return { ok: false, error: 'Too many wrong codes. Request a new code.', attemptsLeft: 0 };
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(pepper, email, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // Consumed only if still unconsumed: a code signs in once.
    const used = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return used.length > 0
      ? { ok: true }
      : { ok: false, error: 'This code was already used. Request a new code.', attemptsLeft: 0 };
  }
  const [updated] = await db
    .update(otpCodes)
    .set({ attempts: row.attempts + 1 })
    .where(eq(otpCodes.id, row.id))
    .returning({ attempts: otpCodes.attempts });
  const left = Math.max(0, OTP_MAX_ATTEMPTS - (updated?.attempts ?? OTP_MAX_ATTEMPTS));
  return left === 0
    ? { ok: false, error: 'Too many wrong codes. Request a new code.', attemptsLeft: 0 }
    : {
        ok: false,
        error: `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        attemptsLeft: left,
      };
}
