import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { siteForHost } from '../services/siteHosts';

/** Paths that are files or tools, the same on every host: no site look-up. */
const SITELESS = /^\/(assets|uploads|dev)\//;
/** The health checks: a load balancer probes them by address, whatever host it sends. */
const HEALTH = /^\/(healthz|readyz)$/;

/** Finds the request's site by its host (siteForHost) and keeps it in c.var.site. */
export function hostSite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('site', null);
    if (SITELESS.test(c.req.path)) return next();
    c.set('site', await siteForHost(c.var.deps.db, c.req.header('host')));
    return next();
  };
}

/**
 * Visitor pages on a host no site answers to: a plain 404, never another site's page. The API
 * (its public reads check the site themselves), files, the development tools and the health
 * checks pass.
 */
export function unknownHostIs404(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (c.var.site !== null || path.startsWith('/v1/') || SITELESS.test(path) || HEALTH.test(path))
      return next();
    return c.text('Not found', 404);
  };
}
