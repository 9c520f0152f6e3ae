import { resolve } from 'node:path';

/** The documented local defaults (docs/api.md). Printed at start; refused in production. */
export const LOCAL_PUBLISHABLE_KEY = 'pk_local_vitrine';
export const LOCAL_SECRET_KEY = 'sk_local_vitrine';
export const DEFAULT_PORT = 3000;
export const DEFAULT_SITE_DOMAIN = 'localhost';

/** Where a tap lands: the token page of the collection (see docs/api.md "Short URLs"). */
export function tokenPagePath(slug: string, tokenId: string): string {
  return `/c/${encodeURIComponent(slug)}/${encodeURIComponent(tokenId)}`;
}

export interface ServerConfig {
  dataDir: string;
  uploadsDir: string;
  publishableKey: string;
  secretKey: string;
  /** True when the secret key is the local default: the editor gets it injected (dev only). */
  usingDefaultSecret: boolean;
  /** The seeded site's domain; sessions and wallet messages are checked against the request host. */
  siteDomain: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** /dev/outbox is served and codes are logged only outside production. */
  development: boolean;
  /** Take the client address from X-Forwarded-For (behind a trusted proxy only). */
  trustProxy: boolean;
  /**
   * How long a served collection response may be reused. With the embedded database this
   * process sees every write, so cache entries live until a write drops them; on a shared
   * PostgreSQL other servers may write, so entries expire after this many ms.
   */
  sharedCacheTtlMs: number;
  /** How many sign-in codes may be asked for in 15 minutes (docs/api.md "Limits"). */
  otpSendLimits: OtpSendLimits;
  /** How many public writes (publishable key or no key) per minute (docs/api.md "Limits"). */
  writeLimits: WriteLimits;
  /** Raw analytics events older than this many days are deleted by the hourly cleanup. */
  analyticsRetentionDays: number;
}

export interface OtpSendLimits {
  /** Codes for one e-mail asked from one client address: a stranger spends only their own. */
  perEmail: number;
  /** Codes one client address may ask for, whatever the e-mails. */
  perAddress: number;
  /** Codes for one e-mail from all addresses together: the ceiling on mail to one inbox. */
  perEmailAllAddresses: number;
}

export interface WriteLimits {
  /** Public writes one client address may make per minute. */
  perAddress: number;
  /** Public writes all clients of the publishable key together may make per minute. */
  perKey: number;
}

/**
 * Where codes are really e-mailed (SMTP, or production) the limits protect inboxes and the
 * code space. A local server without SMTP e-mails no one — codes go to /dev/outbox — and every
 * browser on the machine (or a test suite signing in dozens of times) shares one address, so
 * there the limits only keep a runaway script in check.
 */
export const OTP_SEND_LIMITS: OtpSendLimits = {
  perEmail: 5,
  perAddress: 20,
  perEmailAllAddresses: 20,
};
export const LOCAL_OTP_SEND_LIMITS: OtpSendLimits = {
  perEmail: 100,
  perAddress: 1000,
  perEmailAllAddresses: 1000,
};

/** Same reasoning: a local server's every browser and test shares 127.0.0.1. */
export const WRITE_LIMITS: WriteLimits = { perAddress: 120, perKey: 6000 };
export const LOCAL_WRITE_LIMITS: WriteLimits = { perAddress: 20_000, perKey: 100_000 };
export const ANALYTICS_RETENTION_DAYS = 90;

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1.`);
  return n;
}

export function loadConfig(
  overrides: Partial<ServerConfig> & { dataDir?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const publishableKey =
    overrides.publishableKey ?? env.VITRINE_PUBLISHABLE_KEY ?? LOCAL_PUBLISHABLE_KEY;
  const secretKey = overrides.secretKey ?? env.VITRINE_SECRET_KEY ?? LOCAL_SECRET_KEY;
  const development = overrides.development ?? env.NODE_ENV !== 'production';
  if (!development && secretKey === LOCAL_SECRET_KEY) {
    throw new Error(
      'VITRINE_SECRET_KEY must be set in production (the local default key is public).',
    );
  }
  if (publishableKey === secretKey) throw new Error('The publishable and secret keys must differ.');
  const smtpUrl = overrides.smtpUrl ?? env.SMTP_URL ?? null;
  return {
    dataDir,
    uploadsDir: overrides.uploadsDir ?? resolve(dataDir, 'uploads'),
    publishableKey,
    secretKey,
    usingDefaultSecret: secretKey === LOCAL_SECRET_KEY,
    siteDomain: overrides.siteDomain ?? env.SITE_DOMAIN ?? DEFAULT_SITE_DOMAIN,
    smtpUrl,
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Vitrine <no-reply@localhost>',
    development,
    trustProxy: overrides.trustProxy ?? env.TRUST_PROXY === '1',
    sharedCacheTtlMs: overrides.sharedCacheTtlMs ?? Number(env.CACHE_TTL_MS ?? 2000),
    otpSendLimits: overrides.otpSendLimits ?? otpSendLimits(development, smtpUrl, env),
    writeLimits: overrides.writeLimits ?? writeLimits(development, smtpUrl, env),
    analyticsRetentionDays:
      overrides.analyticsRetentionDays ??
      positiveInteger(env.ANALYTICS_RETENTION_DAYS, 'ANALYTICS_RETENTION_DAYS') ??
      ANALYTICS_RETENTION_DAYS,
  };
}

function writeLimits(
  development: boolean,
  smtpUrl: string | null,
  env: NodeJS.ProcessEnv,
): WriteLimits {
  const base = development && !smtpUrl ? LOCAL_WRITE_LIMITS : WRITE_LIMITS;
  return {
    perAddress:
      positiveInteger(env.WRITE_LIMIT_PER_ADDRESS, 'WRITE_LIMIT_PER_ADDRESS') ?? base.perAddress,
    perKey: positiveInteger(env.WRITE_LIMIT_PER_KEY, 'WRITE_LIMIT_PER_KEY') ?? base.perKey,
  };
}

function otpSendLimits(
  development: boolean,
  smtpUrl: string | null,
  env: NodeJS.ProcessEnv,
): OtpSendLimits {
  const base = development && !smtpUrl ? LOCAL_OTP_SEND_LIMITS : OTP_SEND_LIMITS;
  return {
    perEmail: positiveInteger(env.OTP_LIMIT_PER_EMAIL, 'OTP_LIMIT_PER_EMAIL') ?? base.perEmail,
    perAddress:
      positiveInteger(env.OTP_LIMIT_PER_ADDRESS, 'OTP_LIMIT_PER_ADDRESS') ?? base.perAddress,
    perEmailAllAddresses:
      positiveInteger(env.OTP_LIMIT_PER_EMAIL_ALL, 'OTP_LIMIT_PER_EMAIL_ALL') ??
      base.perEmailAllAddresses,
  };
}
