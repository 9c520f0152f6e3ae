import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Site, siteCreate, sitePatch } from '../../src/schema/entities/owner';
import { supportedLocale } from '../../src/schema/locales';
import type { Db } from '../db/connect';
import { siteDomains, siteMembers, sites } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { newId } from './ids';
import { conflictOnDuplicate } from './uniqueConflict';

type SiteRow = typeof sites.$inferSelect;
type Patch = z.output<typeof sitePatch>;
type Create = z.output<typeof siteCreate>;

const DOMAIN_TAKEN = 'domains: one of these domains belongs to another site';

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function toSite(row: SiteRow, domains: string[]): Site {
  const company = row.company;
  return {
    id: row.id,
    name: row.name,
    public_url: row.publicUrl,
    domains,
    default_locale: supportedLocale(row.defaultLocale),
    embed_origins: row.embedOrigins,
    brand: {
      company_name: textOrNull(company.name),
      logo: textOrNull(company.logo),
      logo_dark: textOrNull(company.logo_dark),
    },
  };
}

export async function siteDomainsOf(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.domain));
  return rows.map((r) => r.domain);
}

export async function getSite(db: Db, siteId: string): Promise<Site> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) throw notFound(`Site "${siteId}"`);
  return toSite(row, await siteDomainsOf(db, siteId));
}

export async function listSites(db: Db, ids: string[] | null): Promise<Site[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(ids === null ? undefined : inArray(sites.id, ids.length ? ids : ['']))
    .orderBy(asc(sites.name));
  return Promise.all(rows.map(async (row) => toSite(row, await siteDomainsOf(db, row.id))));
}

/**
 * A 409 naming the first of `domains` another site answers on, as one of its domains or as its
 * primary domain. The primary key of site_domains still holds against two writes at once.
 */
async function requireFreeDomains(db: Db, domains: string[], exceptSiteId: string | null) {
  const others = exceptSiteId === null ? undefined : ne(sites.id, exceptSiteId);
  const [primary] = await db
    .select({ domain: sites.domain })
    .from(sites)
    .where(and(inArray(sites.domain, domains), others))
    .limit(1);
  const [listed] = primary
    ? []
    : await db
        .select({ domain: siteDomains.domain })
        .from(siteDomains)
        .where(
          and(
            inArray(siteDomains.domain, domains),
            exceptSiteId === null ? undefined : ne(siteDomains.siteId, exceptSiteId),
          ),
        )
        .limit(1);
  const taken = primary ?? listed;
  if (taken) throw new ApiError(409, `domains: ${taken.domain} belongs to another site`);
}

/**
 * A new site with `ownerEmail` as its first owner (counted as signed in: they made it, or the
 * operator named them), in one transaction. Its hosts all go to site_domains, so the owners can
 * change every one of them later; the primary `domain` column (the seeded site's SITE_DOMAIN,
 * unique and required) gets a name under .invalid, a top-level domain reserved never to resolve,
 * so no request ever reaches the site by it.
 */
export async function createSite(db: Db, input: Create, ownerEmail: string): Promise<Site> {
  const domains = [...new Set(input.domains)];
  await requireFreeDomains(db, domains, null);
  const id = newId('site');
  await conflictOnDuplicate(DOMAIN_TAKEN, () =>
    db.transaction(async (tx) => {
      await tx.insert(sites).values({
        id,
        domain: `${id.replace(/_/g, '-')}.invalid`,
        name: input.name,
        publicUrl: input.public_url ?? null,
        defaultLocale: input.default_locale ?? null,
        company: {
          name: input.brand?.company_name ?? null,
          logo: input.brand?.logo ?? null,
          logo_dark: input.brand?.logo_dark ?? null,
        },
      });
      await tx.insert(siteDomains).values(domains.map((domain) => ({ domain, siteId: id })));
      await tx.insert(siteMembers).values({
        id: newId('mem'),
        siteId: id,
        email: ownerEmail,
        role: 'owner',
        acceptedAt: new Date(),
      });
    }),
  );
  return getSite(db, id);
}

/**
 * Changes the fields sent. The domains are replaced as a set in one transaction; a domain
 * another site answers on is a 409 (held by the primary key of site_domains, and checked
 * against the other sites' primary domains).
 */
export async function patchSite(db: Db, siteId: string, input: Patch): Promise<Site> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) throw notFound(`Site "${siteId}"`);
  const set: Partial<typeof sites.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.public_url !== undefined) set.publicUrl = input.public_url;
  if (input.default_locale !== undefined) set.defaultLocale = input.default_locale;
  if (input.embed_origins !== undefined)
    set.embedOrigins = input.embed_origins && [...new Set(input.embed_origins)];
  if (input.brand) {
    const company = { ...row.company };
    if (input.brand.company_name !== undefined) company.name = input.brand.company_name;
    if (input.brand.logo !== undefined) company.logo = input.brand.logo;
    if (input.brand.logo_dark !== undefined) company.logo_dark = input.brand.logo_dark;
    set.company = company;
  }
  const domains = input.domains ? [...new Set(input.domains)] : null;
  if (domains?.length) await requireFreeDomains(db, domains, siteId);
  await conflictOnDuplicate(DOMAIN_TAKEN, () =>
    db.transaction(async (tx) => {
      if (Object.keys(set).length) await tx.update(sites).set(set).where(eq(sites.id, siteId));
      if (domains) {
        await tx.delete(siteDomains).where(eq(siteDomains.siteId, siteId));
        if (domains.length)
          await tx.insert(siteDomains).values(domains.map((domain) => ({ domain, siteId })));
      }
    }),
  );
  return getSite(db, siteId);
}

/** The brand of a site, for the visitor pages' account bar. */
export async function siteBrand(db: Db, siteId: string) {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ? toSite(row, []).brand : null;
}
