import type { Context } from 'hono';
import type { AppEnv, SiteRole } from '../context';
import { ApiError } from '../errors';

const RANK: Record<SiteRole, number> = { viewer: 1, editor: 2, owner: 3 };

/**
 * The caller's role on a site: the environment's secret key is above every owner (the server's
 * operator); a site's own secret key is an editor there; else the signed-in account's role.
 */
export function siteRole(c: Context<AppEnv>, siteId: string): SiteRole | 'operator' | null {
  if (c.var.role === 'secret') return 'operator';
  const key = c.var.siteKey;
  if (key && key.siteId === siteId) return key.scope === 'secret' ? 'editor' : null;
  return c.var.owner?.roles[siteId] ?? null;
}

/**
 * Refuses (403, with the reason) a caller below `least` on the site. Signed out: sign in. A
 * member with too weak a role: "Viewers cannot …", "Editors cannot …". Not a member: the site
 * is not theirs, and nothing else about it is said.
 */
export function requireSiteRole(
  c: Context<AppEnv>,
  siteId: string,
  least: SiteRole,
  what: string,
): void {
  const role = siteRole(c, siteId);
  if (role === 'operator') return;
  if (role && RANK[role] >= RANK[least]) return;
  if (role) {
    const who = role === 'viewer' ? 'Viewers' : 'Editors';
    throw new ApiError(
      403,
      `${who} cannot ${what}: ask an owner of the site for the ${least} role`,
    );
  }
  if (!c.var.owner && !c.var.siteKey)
    throw new ApiError(
      403,
      `The secret key is required to ${what}, or a studio sign-in with a role on the site`,
    );
  throw new ApiError(403, `You are not a member of this site, so you cannot ${what}`);
}

/** The sites the caller has any role on; null for the operator (every site). */
export function memberSites(c: Context<AppEnv>): string[] | null {
  if (c.var.role === 'secret') return null;
  const sites = new Set(Object.keys(c.var.owner?.roles ?? {}));
  if (c.var.siteKey?.scope === 'secret') sites.add(c.var.siteKey.siteId);
  return [...sites];
}

/**
 * The one check in front of every write to collections, tokens and tap codes (and the reads that
 * show tap codes): an editor or owner of the site, a site's secret key, or the environment's
 * secret key. `siteId` is the collection's site; without it, the site of the request's host
 * (c.var.site), so a caller that has not looked the collection up yet is checked there and again
 * once it has.
 */
export function requireCollectionManager(c: Context<AppEnv>, what: string, siteId?: string): void {
  const site = siteId ?? c.var.site?.id;
  if (site === undefined) {
    // No site for this host (several sites, none with this domain): only the operator.
    if (c.var.role === 'secret') return;
    throw new ApiError(403, `To ${what}, name the site: this address belongs to no site`);
  }
  requireSiteRole(c, site, 'editor', what);
}

/**
 * A first check before the target is looked up: the caller is at least `least` on some site
 * (else the same refusal as requireSiteRole gives), so a stranger learns nothing of what exists.
 * The target's own site is checked once it is known.
 */
export function requireRoleSomewhere(c: Context<AppEnv>, least: SiteRole, what: string): void {
  const sites = memberSites(c);
  if (sites === null) return;
  const strongest = sites
    .map((site) => siteRole(c, site))
    .find((role) => {
      return role === 'operator' || (role !== null && RANK[role] >= RANK[least]);
    });
  if (strongest) return;
  requireSiteRole(c, sites[0] ?? c.var.site?.id ?? '', least, what);
}
