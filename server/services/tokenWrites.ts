import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminToken } from '../../src/schema/entities/tokenAdmin';
import type { Db } from '../db/connect';
import { collections, tokens } from '../db/schema';
import { ApiError } from '../errors';
import { requireSiteLayout } from './siteLayout';
import { newTapCode, tapUrl } from './tapCodes';
import { toToken, type TokenRow } from './tokens';
import { conflictOnDuplicate } from './uniqueConflict';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

/** A token with its tap code and short URL: for secret-key answers only. */
export function toAdminToken(row: TokenRow, publicUrl: string): AdminToken {
  return {
    ...toToken(row),
    id: row.id,
    attributes: row.attributes,
    images: row.images,
    short_code: row.shortUrl,
    short_url: tapUrl(publicUrl, row.shortUrl),
    layout_id: row.layoutId,
  };
}

/** The number after the highest numbered token of the collection (1 for none). */
export async function nextTokenNumber(db: Db, collectionId: string): Promise<number> {
  const rows = await db
    .select({ tokenId: tokens.tokenId })
    .from(tokens)
    .where(eq(tokens.collectionId, collectionId));
  let highest = 0;
  for (const { tokenId } of rows)
    if (/^\d{1,10}$/.test(tokenId)) highest = Math.max(highest, Number(tokenId));
  return highest + 1;
}

/** The token numbers among `tokenIds` the collection already has. */
export async function existingTokenIds(db: Db, collectionId: string, tokenIds: string[]) {
  const found: string[] = [];
  for (let i = 0; i < tokenIds.length; i += CHUNK) {
    const rows = await db
      .select({ tokenId: tokens.tokenId })
      .from(tokens)
      .where(
        and(
          eq(tokens.collectionId, collectionId),
          inArray(tokens.tokenId, tokenIds.slice(i, i + CHUNK)),
        ),
      );
    found.push(...rows.map((r) => r.tokenId));
  }
  return found;
}

const listed = (ids: string[]) =>
  ids.length <= 20 ? ids.join(', ') : `${ids.slice(0, 20).join(', ')} and ${ids.length - 20} more`;

type NewToken = { tokenId: string; attributes?: Record<string, string> };

/**
 * Inserts new tokens, each with its own fresh tap code, all or none (one transaction), on the
 * collection's row locked (FOR NO KEY UPDATE): batches for one collection run one after another, so
 * numbers `itemsOf` chooses from what the collection has (it is given the transaction) are
 * still free when they are inserted. Numbers the collection already has: 409 naming them.
 */
export async function insertTokens(
  db: Db,
  collectionId: string,
  itemsOf: (tx: Db) => Promise<NewToken[]>,
): Promise<TokenRow[]> {
  return conflictOnDuplicate('Some of these token numbers were created meanwhile; try again', () =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.id, collectionId))
        .for('no key update');
      const items = await itemsOf(tx as unknown as Db);
      const taken = await existingTokenIds(
        tx as unknown as Db,
        collectionId,
        items.map((i) => i.tokenId),
      );
      if (taken.length > 0)
        throw new ApiError(409, `These token numbers already exist: ${listed(taken)}`, {
          existing: taken,
        });
      const created: TokenRow[] = [];
      for (let i = 0; i < items.length; i += CHUNK) {
        const rows = await tx
          .insert(tokens)
          .values(
            items.slice(i, i + CHUNK).map((item) => ({
              collectionId,
              tokenId: item.tokenId,
              shortUrl: newTapCode(),
              attributes: item.attributes ?? {},
            })),
          )
          .returning();
        created.push(...rows);
      }
      return created;
    }),
  );
}

export async function listTokens(db: Db, collectionId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(tokens)
    .where(eq(tokens.collectionId, collectionId))
    .orderBy(asc(tokens.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(tokens)
    .where(eq(tokens.collectionId, collectionId));
  return { rows, total: total?.n ?? 0 };
}

export async function tokenByRowId(db: Db, id: number): Promise<TokenRow | null> {
  const [row] = await db.select().from(tokens).where(eq(tokens.id, id)).limit(1);
  return row ?? null;
}

/** A new tap code; the old one stops working at once (it is overwritten, not kept). */
export async function rotateTapCode(db: Db, id: number): Promise<TokenRow | null> {
  const [row] = await db
    .update(tokens)
    .set({ shortUrl: newTapCode() })
    .where(eq(tokens.id, id))
    .returning();
  return row ?? null;
}

/** One token's own fields; its layout must be one of `siteId`, the token's site. */
export async function patchToken(
  db: Db,
  id: number,
  siteId: string,
  input: {
    attributes?: Record<string, string>;
    images?: TokenRow['images'];
    layout_id?: string | null;
  },
): Promise<TokenRow | null> {
  const set: Partial<typeof tokens.$inferInsert> = {};
  if (input.attributes !== undefined) set.attributes = input.attributes;
  if (input.images !== undefined) set.images = input.images;
  if (input.layout_id !== undefined) set.layoutId = input.layout_id;
  if (Object.keys(set).length === 0) return tokenByRowId(db, id);
  // The layout is checked, and held, in the transaction that stores it.
  return db.transaction(async (tx) => {
    if (input.layout_id)
      await requireSiteLayout(tx as unknown as Db, input.layout_id, siteId, 'layout_id');
    const [row] = await tx.update(tokens).set(set).where(eq(tokens.id, id)).returning();
    return row ?? null;
  });
}

/** The site a token belongs to (through its collection); null when there is no such token. */
export async function tokenSiteId(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ siteId: collections.siteId })
    .from(tokens)
    .innerJoin(collections, eq(collections.id, tokens.collectionId))
    .where(eq(tokens.id, id))
    .limit(1);
  return row?.siteId ?? null;
}
