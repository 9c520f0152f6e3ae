import { resolve } from 'node:path';
import { LOCALES, supportedLocale, type Locale } from '../src/schema/locales';
import { exactOrigin } from '../src/schema/entities/embedOrigin';
import { logFormatFrom, type LogFormat } from './logger';
import { parseMediaBaseUrl, parseStorageUrl, type S3Settings } from './storage/s3Settings';

/** The documented local defaults (docs/api.md). Printed at start; refused in production. */
export const LOCAL_PUBLISHABLE_KEY = 'pk_local_vitrine';
export const LOCAL_SECRET_KEY = 'sk_local_vitrine';
export const DEFAULT_PORT = 3000;
export const DEFAULT_SITE_DOMAIN = 'localhost';
/** The development site's owner: sign in to /studio with it, the code is in /dev/outbox. */
export const LOCAL_OWNER_EMAIL = 'owner@vitrine.local';

/** Where a tap lands: the token page of the collection (see docs/api.md "Short URLs"). */
export function tokenPagePath(slug: string, tokenId: string): string {
  return `/c/${encodeURIComponent(slug)}/${encodeURIComponent(tokenId)}`;
}

export interface ServerConfig {
  dataDir: string;
  /** Uploads as files here unless `s3` is set. */
  uploadsDir: string;
  /** STORAGE_URL=s3://bucket/prefix: uploads in an S3-compatible bucket; null = uploadsDir. */
  s3: S3Settings | null;
  /**
   * MEDIA_BASE_URL: visitor answers link uploads straight to this public bucket or CDN address
   * (ending in '/') instead of /uploads/ on this server; null = this server.
   */
  mediaBaseUrl: string | null;
  publishableKey: string;
  secretKey: string;
  /** True when the secret key is the local default: the editor gets it injected (dev only). */
  usingDefaultSecret: boolean;
  /**
   * The address people reach this site at (scheme, host and port, no path): every link the
   * server e-mails or shows is built from it, and wallet messages must name it. Never taken from
   * the request, whose Host header the client writes. Development default:
   * http://localhost:PORT (startServer fills in the port it listens on).
   */
  publicUrl: string;
  /** The seeded site's domain: injected into pages as `domain`, the session's domain. */
  siteDomain: string;
  /**
   * The visitor pages' language (SITE_LOCALE: en, fr, de, es, ja or ar), ahead of the visitor's
   * browser languages; null = the browser's languages, then English.
   */
  siteLocale: Locale | null;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Only with NODE_ENV=development set explicitly: /dev/outbox is served, the local default keys
   * are allowed and the editor page carries the local secret key. Any other NODE_ENV (or none)
   * is production.
   */
  development: boolean;
  /** LOG_FORMAT: json (production default) or pretty (development default). */
  logFormat: LogFormat;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping process lets requests in flight finish (10 s). */
  shutdownTimeoutMs: number;
  /**
   * How many proxies of ours stand in front of the server (TRUST_PROXY, default 0): the client
   * address is the one the outermost of them saw, counted from the right of X-Forwarded-For.
   */
  trustProxy: number;
  /** Origins allowed to embed a site that sets none of its own (EMBED_ORIGINS); none by default. */
  embedOrigins: string[];
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
  /**
   * Made an owner of the first site at start (VITRINE_OWNER_EMAIL); in development without it,
   * owner@vitrine.local. null: owners come from `npm run owner -- add` and invitations only.
   */
  ownerEmail: string | null;
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

function publicUrlFrom(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, e.g. https://shop.example.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('PUBLIC_URL must start with http:// or https://.');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error('PUBLIC_URL is an origin only (scheme, host and port), without a path.');
  return url.origin;
}

/** The development default PUBLIC_URL for a server listening on this port. */
export const localPublicUrl = (port: number) => `http://localhost:${port}`;

function wholeNumber(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 100)
    throw new Error(`${name} must be a whole number of proxies from 0 to 100.`);
  return n;
}

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
  const development = overrides.development ?? env.NODE_ENV === 'development';
  if (!development && secretKey === LOCAL_SECRET_KEY) {
    throw new Error(
      'VITRINE_SECRET_KEY must be set in production (the local default key is public); for local use set NODE_ENV=development (npm start does).',
    );
  }
  const configuredUrl = overrides.publicUrl ?? (env.PUBLIC_URL ? env.PUBLIC_URL : undefined);
  if (!development && configuredUrl === undefined) {
    throw new Error(
      'PUBLIC_URL must be set in production: the address e-mailed links point to (e.g. https://shop.example).',
    );
  }
  const publicUrl =
    configuredUrl === undefined
      ? localPublicUrl(Number(env.PORT ?? DEFAULT_PORT))
      : publicUrlFrom(configuredUrl);
  if (publishableKey === secretKey) throw new Error('The publishable and secret keys must differ.');
  const smtpUrl = overrides.smtpUrl ?? env.SMTP_URL ?? null;
  return {
    dataDir,
    uploadsDir: overrides.uploadsDir ?? resolve(dataDir, 'uploads'),
    s3: overrides.s3 !== undefined ? overrides.s3 : parseStorageUrl(env),
    mediaBaseUrl:
      overrides.mediaBaseUrl !== undefined
        ? overrides.mediaBaseUrl
        : parseMediaBaseUrl(env.MEDIA_BASE_URL),
    publishableKey,
    secretKey,
    usingDefaultSecret: secretKey === LOCAL_SECRET_KEY,
    publicUrl,
    siteDomain:
      overrides.siteDomain ??
      env.SITE_DOMAIN ??
      (configuredUrl === undefined ? DEFAULT_SITE_DOMAIN : new URL(publicUrl).hostname),
    siteLocale:
      overrides.siteLocale !== undefined ? overrides.siteLocale : parseSiteLocale(env.SITE_LOCALE),
    smtpUrl,
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Vitrine <no-reply@localhost>',
    development,
    logFormat: overrides.logFormat ?? logFormatFrom(env.LOG_FORMAT, development),
    shutdownTimeoutMs:
      overrides.shutdownTimeoutMs ??
      positiveInteger(env.SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS') ??
      10_000,
    trustProxy: overrides.trustProxy ?? wholeNumber(env.TRUST_PROXY, 'TRUST_PROXY'),
    embedOrigins: overrides.embedOrigins ?? parseEmbedOrigins(env.EMBED_ORIGINS),
    sharedCacheTtlMs: overrides.sharedCacheTtlMs ?? Number(env.CACHE_TTL_MS ?? 2000),
    otpSendLimits: overrides.otpSendLimits ?? otpSendLimits(development, smtpUrl, env),
    writeLimits: overrides.writeLimits ?? writeLimits(development, smtpUrl, env),
    analyticsRetentionDays:
      overrides.analyticsRetentionDays ??
      positiveInteger(env.ANALYTICS_RETENTION_DAYS, 'ANALYTICS_RETENTION_DAYS') ??
      ANALYTICS_RETENTION_DAYS,
    ownerEmail:
      overrides.ownerEmail !== undefined
        ? overrides.ownerEmail
        : ownerEmail(env.VITRINE_OWNER_EMAIL, development),
  };
}

/** VITRINE_OWNER_EMAIL: an e-mail address, lowercased; the local owner in development. */
function ownerEmail(value: string | undefined, development: boolean): string | null {
  const text = value?.trim().toLowerCase();
  if (!text) return development ? LOCAL_OWNER_EMAIL : null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || text.length > 320)
    throw new Error(`VITRINE_OWNER_EMAIL must be an e-mail address; got "${value}".`);
  return text;
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

/**
 * EMBED_ORIGINS: comma-separated origins (`https://shop.example.com`), each exactly scheme, host
 * and optional port, since they go into the frame-ancestors directive as they are.
 */
export function parseEmbedOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (!text) continue;
    const origin = exactOrigin(text);
    if (origin === null) {
      throw new Error(
        `EMBED_ORIGINS: "${text}" is not an origin; give scheme, host and optional port, like https://shop.example.com.`,
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
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

/** SITE_LOCALE: one of the languages the visitor pages have a catalogue for, or unset. */
function parseSiteLocale(value: string | undefined): Locale | null {
  if (value === undefined || value.trim() === '') return null;
  const locale = supportedLocale(value);
  if (!locale) {
    throw new Error(`SITE_LOCALE must be one of ${LOCALES.join(', ')}; got "${value}".`);
  }
  return locale;
}
