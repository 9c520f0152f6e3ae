import { eq, or } from 'drizzle-orm';
import {
  readVisitorForm,
  readVisitorSettings,
  type Collection,
} from '../../src/schema/entities/collection';
import type { Db } from '../db/connect';
import { collections } from '../db/schema';
import { notFound } from '../errors';
import { collectionIdForOldSlug } from './collectionSlugs';

export type CollectionRow = typeof collections.$inferSelect;

/** By id or slug (the spec passes either), or by a slug the collection had before. */
export async function findCollection(db: Db, idOrSlug: string): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(or(eq(collections.id, idOrSlug), eq(collections.slug, idOrSlug)))
    .limit(1);
  if (row) return row;
  const currentId = await collectionIdForOldSlug(db, idOrSlug);
  if (!currentId) return null;
  const [moved] = await db.select().from(collections).where(eq(collections.id, currentId)).limit(1);
  return moved ?? null;
}

export async function requireCollection(
  db: Db,
  idOrSlug: string | undefined,
  field = 'collection',
): Promise<CollectionRow> {
  const row = idOrSlug ? await findCollection(db, idOrSlug) : null;
  if (!row) throw notFound(`${field} "${idOrSlug ?? ''}"`.replace(/^collection/, 'Collection'));
  return row;
}

export function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    registrant: row.registrant,
    retail_settings: row.retailSettings ?? null,
    product_name_template: row.productNameTemplate,
    image: row.image,
    gallery: row.gallery,
    attributes: row.attributes as Collection['attributes'],
    // Registration settings are for owners only (blocks): fetched via /v1/access. Visitors get
    // the form's part, so the form asks for what registering requires.
    registration_settings: null,
    registration_form: readVisitorForm(row.registrationSettings),
    activity_settings: row.activitySettings ?? null,
    layout_id: row.layoutId,
    token_layout_id: row.tokenLayoutId,
    archived: row.archivedAt !== null,
    // The visitor part of the registration settings: whether a tap lands on the item's banner
    // and the brand's contact for visitors who cannot register.
    ...readVisitorSettings(row.registrationSettings),
  };
}

/** A collection as its managers see it: the registration settings too (visitors never get them). */
export function toManagedCollection(row: CollectionRow): Collection {
  return { ...toCollection(row), registration_settings: row.registrationSettings ?? null };
}
