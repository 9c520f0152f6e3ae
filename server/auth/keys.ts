import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';
import type { AppEnv, Role } from '../context';
import { EMBED_CONFIG_PATH } from '../embed/embedRoute';
import { loadOwner, ownerToken } from './ownerSession';
import { findSiteKey } from './siteKeys';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Paths under /v1 that a browser opens without a key (documentation, e-mail links, the embed
 * kit's settings, which hand out the publishable key).
 */
const OPEN_PATHS = new Set([
  '/v1/openapi.json',
  '/v1/docs',
  '/v1/registrations/confirm',
  '/v1/registrations/transfers/confirm',
  EMBED_CONFIG_PATH,
]);

/**
 * Every /v1 call carries x-api-key: missing or wrong → 401. The environment's
 * keys, or a key made in the studio for one site (its secret scope acts as an editor there,
 * never on another site). Beside the key, an owner session (cookie or bearer) names the account
 * whose roles the management routes check.
 */
export function apiKeyMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('owner', null);
    c.set('siteKey', null);
    if (OPEN_PATHS.has(c.req.path) || c.req.method === 'OPTIONS') return next();
    const { config, db } = c.var.deps;
    const key = c.req.header('x-api-key');
    if (!key) throw new ApiError(401, 'Missing API key: send it in the x-api-key header');
    let role: Role;
    if (same(key, config.secretKey)) role = 'secret';
    else if (same(key, config.publishableKey)) role = 'publishable';
    else {
      const siteKey = await findSiteKey(db, key);
      if (!siteKey) throw new ApiError(401, 'Invalid API key');
      // Everything open to the publishable key, and through siteRole() its own site's writes.
      role = 'publishable';
      c.set('siteKey', siteKey);
    }
    c.set('role', role);
    const token = ownerToken(c);
    if (token) c.set('owner', await loadOwner(db, token));
    return next();
  };
}

/** Writes to layouts, uploads and users batch-update need the secret key: else 403. */
export function requireSecret(c: Context<AppEnv>, what: string): void {
  if (c.var.role !== 'secret') throw new ApiError(403, `The secret key is required to ${what}`);
}

export const isSecret = (c: Context<AppEnv>) => c.var.role === 'secret';
