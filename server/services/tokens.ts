import { and, eq, or, sql } from 'drizzle-orm';
import { builtStatements } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { collections, tokens } from '../db/schema';

export type TokenRow = typeof tokens.$inferSelect;

export async function findToken(
  db: Db,
  collectionId: string,
  tokenId: string,
): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.collectionId, collectionId), eq(tokens.tokenId, tokenId)))
    .limit(1);
  return row ?? null;
}

/** Every feed post asks it, so its SQL is built once (builtStatements). */
const collectionTokenLookup = builtStatements((db: Db) =>
  db
    .select({ collection: collections, token: tokens })
    .from(collections)
    .leftJoin(
      tokens,
      and(eq(tokens.collectionId, collections.id), eq(tokens.tokenId, sql.placeholder('tokenId'))),
    )
    .where(
      or(
        eq(collections.id, sql.placeholder('idOrSlug')),
        eq(collections.slug, sql.placeholder('idOrSlug')),
      ),
    )
    .limit(1)
    .prepare('collection_token'),
);

/**
 * The collection (by id or slug) and one of its tokens in one query: on the embedded database
 * every query runs on the server's only thread, so a hot write path asks once, not twice.
 * Null when there is no such collection; token null when the collection has no such token.
 */
export async function findCollectionToken(db: Db, idOrSlug: string, tokenId: string) {
  const [row] = await collectionTokenLookup(db).execute({ idOrSlug, tokenId });
  return row ?? null;
}

export function toToken(row: TokenRow) {
  return {
    token_id: row.tokenId,
    collection_id: row.collectionId,
    registered: row.registeredAt !== null,
    registered_at: row.registeredAt?.toISOString() ?? null,
  };
}
