import { eq } from 'drizzle-orm';
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
