import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';
import type { AppEnv, Role } from '../context';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Paths under /v1 that a browser opens without a key (documentation, e-mail links). */
const OPEN_PATHS = new Set(['/v1/openapi.json', '/v1/docs', '/v1/registrations/confirm']);

/** Every /v1 call carries x-api-key (foundation §6): missing or wrong → 401. */
export function apiKeyMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (OPEN_PATHS.has(c.req.path) || c.req.method === 'OPTIONS') return next();
    const { publishableKey, secretKey } = c.var.deps.config;
    const key = c.req.header('x-api-key');
    if (!key) throw new ApiError(401, 'Missing API key: send it in the x-api-key header');
    let role: Role;
    if (same(key, secretKey)) role = 'secret';
    else if (same(key, publishableKey)) role = 'publishable';
    else throw new ApiError(401, 'Invalid API key');
    c.set('role', role);
    return next();
  };
}

/** Writes to layouts, uploads and users batch-update need the secret key: else 403. */
export function requireSecret(c: Context<AppEnv>, what: string): void {
  if (c.var.role !== 'secret') throw new ApiError(403, `The secret key is required to ${what}`);
}

export const isSecret = (c: Context<AppEnv>) => c.var.role === 'secret';
