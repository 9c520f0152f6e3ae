import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { JSON_BODY_LIMIT } from '../inputGuard';

/** Files served from disk or the bucket: they never wait for the database. */
const FILES = /^\/(assets|uploads)\//;

/** How many requests may be inside the embedded database's work at once. */
export const EMBEDDED_CONCURRENCY = 4;

/**
 * The embedded database (PGlite) runs every query of the process on one connection, one at a
 * time. With 50 requests each issuing several queries, every query queues behind all the others
 * and a few unlucky requests wait for seconds. Admitting a few whole requests at a time, first
 * come first served, keeps each request's queries together: the same throughput, a short tail.
 * A request's body is read before it queues, so a slow upload never holds a place; a body
 * without a declared length, or longer than any route takes, is not read here and goes unqueued
 * to its route, whose own limit refuses it.
 * A request made from inside an admitted one (the editor page reads its layout through the
 * API) goes in on its caller's place: made to queue, it would wait for a place its caller
 * holds, and with every place held by such callers none would ever be given back.
 * PostgreSQL has a pool of connections and is left alone.
 */
export function embeddedQueue(limit = EMBEDDED_CONCURRENCY): MiddlewareHandler<AppEnv> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const admitted = new AsyncLocalStorage<true>();
  return async (c, next) => {
    if (c.var.deps.database.kind !== 'pglite' || FILES.test(c.req.path)) return next();
    if (admitted.getStore()) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const length = Number(c.req.header('content-length') ?? NaN);
      if (!Number.isFinite(length) || length > JSON_BODY_LIMIT) return next();
      await c.req.arrayBuffer();
    }
    if (active < limit) active++;
    else await new Promise<void>((admit) => waiting.push(admit));
    try {
      await admitted.run(true, next);
    } finally {
      const following = waiting.shift();
      if (following) following();
      else active--;
    }
  };
}
