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
  return {
    dataDir,
    uploadsDir: overrides.uploadsDir ?? resolve(dataDir, 'uploads'),
    publishableKey,
    secretKey,
    usingDefaultSecret: secretKey === LOCAL_SECRET_KEY,
    siteDomain: overrides.siteDomain ?? env.SITE_DOMAIN ?? DEFAULT_SITE_DOMAIN,
    smtpUrl: overrides.smtpUrl ?? env.SMTP_URL ?? null,
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Vitrine <no-reply@localhost>',
    development,
    trustProxy: overrides.trustProxy ?? env.TRUST_PROXY === '1',
    sharedCacheTtlMs: overrides.sharedCacheTtlMs ?? Number(env.CACHE_TTL_MS ?? 2000),
  };
}
