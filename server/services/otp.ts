import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../src/schema/entities/access';
import type { Db } from '../db/connect';
import { otpCodes } from '../db/schema';
import type { OtpSendLimits } from '../config';
import { enforce, type Bucket } from './rateLimit';

/** The window the send limits (config.otpSendLimits) count codes in. */
export const OTP_WINDOW_MS = 15 * 60 * 1000;

export function hashCode(pepper: string, email: string, code: string): string {
  return createHmac('sha256', pepper).update(`${email}:${code}`).digest('hex');
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The send limits as counters: per e-mail from this requester, per requester, and per e-mail
 * from everyone (the ceiling on mail to one inbox). A stranger asking for someone else's codes
 * spends their own per-e-mail-and-address count, not the owner's.
 */
export function sendBuckets(limits: OtpSendLimits, email: string, ip: string): Bucket[] {
  const windowMs = OTP_WINDOW_MS;
  return [
    {
      key: `otp:email+addr:${email}|${ip}`,
      limit: limits.perEmail,
      windowMs,
      what: 'sign-in codes requested for this e-mail from your address',
    },
    {
      key: `otp:addr:${ip}`,
      limit: limits.perAddress,
      windowMs,
      what: 'sign-in codes requested from your address',
    },
    {
      key: `otp:email:${email}`,
      limit: limits.perEmailAllAddresses,
      windowMs,
      what: 'sign-in codes requested for this e-mail',
    },
  ];
}

/** Refuses a new code (429, Retry-After and the time in the message) when a limit is spent. */
export async function checkSendLimits(
  db: Db,
  limits: OtpSendLimits,
  email: string,
  ip: string,
): Promise<void> {
  await enforce(db, sendBuckets(limits, email, ip));
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
    // A new code voids the earlier ones this requester asked for, so only their latest e-mail
    // works; a code someone else asked for (maybe the owner, maybe a stranger) stays valid.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.ip, ip), isNull(otpCodes.consumedAt)));
    await tx
      .insert(otpCodes)
      .values({ email, codeHash: hashCode(pepper, email, code), ip, expiresAt });
  });
  return { code, expiresAt };
}

/** Why a code was refused, for the page to word in the visitor's language. */
export type VerifyRefusal = 'expired' | 'spent' | 'used' | 'wrong';
export type VerifyOutcome =
  { ok: true } | { ok: false; error: string; attemptsLeft: number; reason: VerifyRefusal };

const expiredOutcome: VerifyOutcome = {
  ok: false,
  error: 'This code has expired or was never sent. Request a new code.',
  attemptsLeft: 0,
  reason: 'expired',
};
const spentOutcome: VerifyOutcome = {
  ok: false,
  error: 'Too many wrong codes. Request a new code.',
  attemptsLeft: 0,
  reason: 'spent',
};

/**
 * 6 digits, 10 minutes, at most 5 guesses per code (then even the right code fails).
 *
 * The code checked is the latest live one this requester asked for, else the latest live one
 * for the e-mail. One UPDATE both picks it and spends a try, and only while tries are left:
 * under any concurrency each request that gets a row back holds one of the 5 tries, and only
 * those requests compare the code. A request that gets nothing back compares nothing.
 */
export async function verifyCode(
  db: Db,
  pepper: string,
  email: string,
  code: string,
  ip: string,
): Promise<VerifyOutcome> {
  const live = and(
    eq(otpCodes.email, email),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, sql`now()`),
  );
  const target = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(live)
    .orderBy(desc(sql`(${otpCodes.ip} = ${ip})`), desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  const [tried] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, sql`(${target})`),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  if (!tried) {
    const [exists] = await db.select({ id: otpCodes.id }).from(otpCodes).where(live).limit(1);
    return exists ? spentOutcome : expiredOutcome;
  }
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(hashCode(pepper, email, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // Consumed only if still unconsumed: a code signs in once.
    const used = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, tried.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return used.length > 0
      ? { ok: true }
      : {
          ok: false,
          error: 'This code was already used. Request a new code.',
          attemptsLeft: 0,
          reason: 'used',
        };
  }
  const left = Math.max(0, OTP_MAX_ATTEMPTS - tried.attempts);
  return left === 0
    ? spentOutcome
    : {
        ok: false,
        error: `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        attemptsLeft: left,
        reason: 'wrong',
      };
}
