import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { ResponseCache } from '../cache';
import { hostName, siteForHost } from '../services/siteHosts';

/** Host names whose site is remembered; a flood of made-up Host headers only cycles these. */
const REMEMBERED_HOSTS = 1000;

/** Paths that are files or tools, the same on every host: no site look-up. */
const SITELESS = /^\/(assets|uploads|dev)\//;
/** The health checks: a load balancer probes them by address, whatever host it sends. */
const HEALTH = /^\/(healthz|readyz)$/;

/**
 * Finds the request's site by its host (siteForHost) and keeps it in c.var.site. Every request
 * asks, so the answer is remembered per host name until a write to the sites or their domains
 * clears the response cache saying so (`clear({ sites: true })`): those are the only writes
 * that change it, and the first request after every other write need not ask again.
 */
export function hostSite(responses: ResponseCache): MiddlewareHandler<AppEnv> {
  const remembered = responses.dependent(REMEMBERED_HOSTS, { sitesOnly: true });
  return async (c, next) => {
    c.set('site', null);
    if (SITELESS.test(c.req.path)) return next();
    const host = c.req.header('host');
    c.set(
      'site',
      await remembered.remember(hostName(host), () => siteForHost(c.var.deps.db, host)),
    );
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
