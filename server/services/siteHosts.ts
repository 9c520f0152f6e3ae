import { count, eq, or, sql } from 'drizzle-orm';
import { builtStatements } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { siteDomains, sites } from '../db/schema';

export interface HostSite {
  id: string;
  /** The site's own embedding origins; null follows EMBED_ORIGINS (server/embed/origins.ts). */
  embedOrigins: string[] | null;
}

/** The answer on a server that holds no site yet: pages are served, no site's data exists. */
export const NO_SITES: HostSite = { id: '', embedOrigins: null };

/** The host name of a Host header value: lowercased, without the port, without a trailing dot. */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  // [::1]:3000 → ::1; example.com:3000 → example.com
  const bare = value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.split(':')[0]!;
  return bare.replace(/\.$/, '');
}

/**
 * The first request after every write asks again (a write clears what was remembered), so the
 * look-ups' SQL is built once (builtStatements).
 */
const lookups = builtStatements((db: Db) => {
  const named = db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(eq(siteDomains.domain, sql.placeholder('name')));
  return {
    byName: db
      .select({ id: sites.id, embedOrigins: sites.embedOrigins })
      .from(sites)
      .where(or(eq(sites.domain, sql.placeholder('name')), sql`${sites.id} in (${named})`))
      .limit(1)
      .prepare('site_by_host'),
    first: db
      .select({
        id: sites.id,
        embedOrigins: sites.embedOrigins,
        n: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(sites)
      .limit(1)
      .prepare('site_first'),
    domainCount: db
      .select({ n: count() })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, sql.placeholder('siteId')))
      .prepare('site_domain_count'),
  };
});

/**
 * The site a request is for, by its host: a site listing the host among its domains (or as its
 * primary domain, SITE_DOMAIN for the seeded site). A host no site names has no site, except
 * on a server holding one site with no domains configured, where everything is that site.
 * Matching a site by host is safe: the host only selects among our sites, it builds no link.
 */
export async function siteForHost(db: Db, host: string | undefined): Promise<HostSite | null> {
  const name = hostName(host);
  const asked = lookups(db);
  if (name) {
    const [row] = await asked.byName.execute({ name });
    if (row) return row;
  }
  const [only] = await asked.first.execute();
  // No site at all (a server started without the seed): nothing to keep apart yet.
  if (!only) return NO_SITES;
  if (only.n !== 1) return null;
  const [domains] = await asked.domainCount.execute({ siteId: only.id });
  return (domains?.n ?? 0) === 0 ? { id: only.id, embedOrigins: only.embedOrigins } : null;
}
