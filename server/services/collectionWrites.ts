import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { collectionCreate, collectionPatch } from '../../src/schema/entities/collectionWrite';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { collections, sites } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { CollectionRow } from './collections';
import { moveSlug, requireFreeSlug } from './collectionSlugs';
import { requireSiteLayout } from './siteLayout';
import { requirePublishedSuccessLayout } from './successLayout';
import { newId } from './ids';
import { conflictOnDuplicate } from './uniqueConflict';

type Create = z.output<typeof collectionCreate>;
type Patch = z.output<typeof collectionPatch>;

/**
 * The site a new collection belongs to: the one named (it must exist), else the one at
 * SITE_DOMAIN, else the first, else a new one.
 */
async function siteId(db: Db, config: ServerConfig, named?: string): Promise<string> {
  if (named) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, named));
    if (!site) throw badRequest(`site_id: no site "${named}"`);
    return site.id;
  }
  const [own] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.domain, config.siteDomain))
    .limit(1);
  if (own) return own.id;
  const [first] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (first) return first.id;
  // Several first collections at once each find no site: one insert makes it, the others
  // take the one it made (the domain is unique).
  await db
    .insert(sites)
    .values({ id: newId('site'), domain: config.siteDomain, name: config.siteDomain })
    .onConflictDoNothing({ target: sites.domain });
  const [made] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.domain, config.siteDomain))
    .limit(1);
  return made!.id;
}

/** Every layout a write names must be one of the collection's site (the success layout also published). */
async function requireLayouts(db: Db, input: Patch, siteId: string) {
  if (input.layout_id) await requireSiteLayout(db, input.layout_id, siteId, 'layout_id');
  if (input.token_layout_id)
    await requireSiteLayout(db, input.token_layout_id, siteId, 'token_layout_id');
  await requirePublishedSuccessLayout(db, input.registration_settings, siteId);
}

/** The columns a create or an edit sets, only for the fields sent. */
function columns(input: Patch) {
  const set: Partial<typeof collections.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.description !== undefined) set.description = input.description;
  if (input.quantity !== undefined) set.quantity = input.quantity;
  if (input.registrant !== undefined) set.registrant = input.registrant;
  if (input.retail_settings !== undefined) set.retailSettings = input.retail_settings;
  if (input.product_name_template !== undefined)
    set.productNameTemplate = input.product_name_template;
  if (input.image !== undefined) set.image = input.image;
  if (input.gallery !== undefined) set.gallery = input.gallery;
  if (input.attributes !== undefined) set.attributes = input.attributes;
  if (input.registration_settings !== undefined)
    set.registrationSettings = input.registration_settings;
  if (input.activity_settings !== undefined) set.activitySettings = input.activity_settings;
  if (input.layout_id !== undefined) set.layoutId = input.layout_id;
  if (input.token_layout_id !== undefined) set.tokenLayoutId = input.token_layout_id;
  if (input.archived !== undefined) set.archivedAt = input.archived ? new Date() : null;
  return set;
}

export async function createCollection(db: Db, config: ServerConfig, input: Create, site?: string) {
  await requireFreeSlug(db, input.slug);
  const owner = await siteId(db, config, site);
  const id = newId('col');
  // The layouts it names are checked, and held, in the transaction that stores them.
  const [row] = await conflictOnDuplicate(`slug: "${input.slug}" is already used`, () =>
    db.transaction(async (tx) => {
      await requireLayouts(tx as unknown as Db, input, owner);
      return tx
        .insert(collections)
        .values({ ...columns(input), id, siteId: owner, name: input.name, slug: input.slug })
        .returning();
    }),
  );
  return row!;
}

/**
 * A partial edit; a new slug leaves the old one answering for this collection. The edit runs
 * on the collection's row locked (FOR NO KEY UPDATE), read again there: two renames at once run one
 * after the other, and each records the slug the collection really leaves, not the one it had
 * when the request came in. Archiving keeps the first date, however many archive at once.
 */
export async function patchCollection(db: Db, row: CollectionRow, input: Patch) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: collections.slug })
      .from(collections)
      .where(eq(collections.id, row.id))
      .for('no key update');
    if (!current) throw notFound(`Collection "${row.id}"`);
    const newSlug = input.slug !== undefined && input.slug !== current.slug ? input.slug : null;
    if (newSlug) await requireFreeSlug(tx as unknown as Db, newSlug, row.id);
    await requireLayouts(tx as unknown as Db, input, row.siteId);
    const archivedAt = input.archived
      ? { archivedAt: sql`coalesce(${collections.archivedAt}, now())` }
      : {};
    const [updated] = await conflictOnDuplicate(`slug: "${input.slug}" is already used`, () =>
      tx
        .update(collections)
        .set({ ...columns(input), ...archivedAt, updatedAt: new Date() })
        .where(eq(collections.id, row.id))
        .returning(),
    );
    if (newSlug) await moveSlug(tx as unknown as Db, row.id, current.slug, newSlug);
    return updated!;
  });
}
