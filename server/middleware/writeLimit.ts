import type { MiddlewareHandler } from 'hono';
import { clientIp } from '../auth/ip';
import type { AppEnv } from '../context';
import { enforce } from '../services/rateLimit';
import { sha256 } from '../services/idempotency';

export const WRITE_WINDOW_MS = 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that store a row (a wallet nonce; a session from an e-mailed link): writes too. */
const WRITING_GETS = new Set([
  '/v1/registrations/wallet-nonce',
  '/v1/registrations/confirm',
  '/v1/registrations/transfers/confirm',
]);

/** Does this request write, and is it public (publishable key or no key)? */
export function isPublicWrite(method: string, path: string, role: string | undefined): boolean {
  if (role === 'secret') return false;
  return WRITE_METHODS.has(method) || (method === 'GET' && WRITING_GETS.has(path));
}

/**
 * Every public write counts against its client address and against the publishable key as a
 * whole, per minute, in the database (so the limits hold across server processes): past
 * either, a 429 with Retry-After and the time to try again. The secret key is the site's own
 * server and is not limited here.
 */
export function writeLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isPublicWrite(c.req.method, c.req.path, c.var.role)) return next();
    // A member of a site signed in to the studio, or a site's own secret key, is not the public.
    const owner = c.var.owner;
    if (owner && Object.keys(owner.roles).length > 0) return next();
    if (c.var.siteKey?.scope === 'secret') return next();
    const { db, config } = c.var.deps;
    await enforce(db, [
      {
        key: `write:addr:${clientIp(c)}`,
        limit: config.writeLimits.perAddress,
        windowMs: WRITE_WINDOW_MS,
        what: 'changes from your address',
      },
      {
        key: `write:key:${sha256(config.publishableKey).slice(0, 16)}`,
        limit: config.writeLimits.perKey,
        windowMs: WRITE_WINDOW_MS,
        what: "changes made with this site's key (all visitors together)",
      },
    ]);
    return next();
  };
}
