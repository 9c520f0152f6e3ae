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
 * The request's Origin when it is one of the site's embedding origins, else null. Only a
 * browser's cross-origin call names one; the comparison is exact, as browsers send origins
 * normalised (lowercase scheme and host, no default port, no path).
 */
export function embeddingOrigin(c: Context<AppEnv>): string | null {
  const origin = c.req.header('origin');
  if (!origin) return null;
  return embedOriginsOf(c).includes(origin) ? origin : null;
}
