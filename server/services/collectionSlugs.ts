import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { collectionOldSlugs, collections } from '../db/schema';
import { ApiError } from '../errors';

/** The collection that answers at this slug today, when the slug is a former one. */
export async function collectionIdForOldSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: collectionOldSlugs.collectionId })
    .from(collectionOldSlugs)
    .where(eq(collectionOldSlugs.slug, slug))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A slug is free when no collection has it as its id or slug and no other collection had it
 * before (its old addresses still lead there). 409 naming the slug otherwise.
 */
export async function requireFreeSlug(db: Db, slug: string, forCollectionId?: string) {
  const [taken] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(or(eq(collections.slug, slug), eq(collections.id, slug)))
    .limit(1);
  const formerOwner = await collectionIdForOldSlug(db, slug);
  if ((taken && taken.id !== forCollectionId) || (formerOwner && formerOwner !== forCollectionId))
    throw new ApiError(409, `slug: "${slug}" is already used by another collection`);
}

/** Records the slug being left so its addresses keep answering; taking a slug back frees it. */
export async function moveSlug(db: Db, collectionId: string, from: string, to: string) {
  await db.delete(collectionOldSlugs).where(eq(collectionOldSlugs.slug, to));
  await db.insert(collectionOldSlugs).values({ slug: from, collectionId }).onConflictDoNothing();
}
