import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../context';

/**
 * The origins allowed to embed the request's site: the site's own list when it has one (an
 * empty list allows none), else EMBED_ORIGINS. A request no site answers gets EMBED_ORIGINS.
 */
export function embedOriginsOf(
  c: Context<AppEnv>,
  config: Pick<ServerConfig, 'embedOrigins'> = c.var.deps.config,
): readonly string[] {
  return c.var.site?.embedOrigins ?? config.embedOrigins;
}

/**
 * The request's Origin when it is one of the site's embedding origins and not the site itself,
 * else null. The comparison is exact, as browsers send origins normalised (lowercase scheme and
 * host, no default port, no path). A page of our own host is never an embed, even when an owner
 * lists it: its sign-in keeps the httpOnly cookie.
 */
export function embeddingOrigin(c: Context<AppEnv>): string | null {
  const origin = c.req.header('origin');
  if (!origin || !embedOriginsOf(c).includes(origin)) return null;
  const host = c.req.header('host')?.toLowerCase();
  return host && new URL(origin).host === host ? null : origin;
}
