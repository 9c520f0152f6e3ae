import { and, eq, sql } from 'drizzle-orm';
import { METADATA_MAX_KEYS, type User } from '../../src/schema/entities/user';
import { badRequest } from '../errors';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { newId } from './ids';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    wallet_address: row.walletAddress,
    metadata: row.metadata as User['metadata'],
  };
}

/** The user with this e-mail, created on first sign-in. */
export async function upsertUserByEmail(db: Db, email: string): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ id: newId('usr'), email })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return raced!;
}

export async function upsertUserByWallet(db: Db, address: string): Promise<UserRow> {
  const normalized = address.toLowerCase();
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.walletAddress, normalized))
    .limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ id: newId('usr'), walletAddress: normalized })
    .onConflictDoNothing({ target: users.walletAddress })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(users).where(eq(users.walletAddress, normalized)).limit(1);
  return raced!;
}

/** Merges a metadata patch: null values remove keys. A user holds at most METADATA_MAX_KEYS. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  const added = Object.keys(patch).filter((key) => !(key in current) && key in next).length;
  if (added > 0 && Object.keys(next).length > METADATA_MAX_KEYS) {
    throw badRequest(
      `metadata: a user holds at most ${METADATA_MAX_KEYS} keys; this would make ${Object.keys(next).length} (remove keys by setting them to null)`,
    );
  }
  return next;
}

/**
 * Applies a metadata patch (null removes a key) in one UPDATE, on the row as it is when the
 * database writes it: concurrent patches each keep their keys, none is lost to another's
 * stale copy. The key bound is part of the same statement (a patch that adds keys beyond
 * METADATA_MAX_KEYS changes nothing). Null when there is no such user.
 */
export async function patchMetadata(
  db: Db,
  id: string,
  patch: Record<string, unknown>,
): Promise<UserRow | null> {
  const additions = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== null && value !== undefined),
  );
  const removals = Object.keys(patch).filter((key) => patch[key] === null);
  const keyArray = (keys: string[]) =>
    sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const next = sql`((${users.metadata} || ${JSON.stringify(additions)}::jsonb) - ${keyArray(removals)})`;
  const [row] = await db
    .update(users)
    .set({ metadata: next, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, id),
        sql`(${users.metadata} ?& ${keyArray(Object.keys(additions))} OR (SELECT count(*) FROM jsonb_object_keys(${next})) <= ${METADATA_MAX_KEYS})`,
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!current) return null;
  mergeMetadata(current.metadata, patch); // throws the bound's message with the counts
  throw badRequest(
    `metadata: a user holds at most ${METADATA_MAX_KEYS} keys (remove keys by setting them to null)`,
  );
}
