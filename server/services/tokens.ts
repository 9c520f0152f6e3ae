import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { tokens } from '../db/schema';

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

export function toToken(row: TokenRow) {
  return {
    token_id: row.tokenId,
    collection_id: row.collectionId,
    registered: row.registeredAt !== null,
    registered_at: row.registeredAt?.toISOString() ?? null,
  };
}
