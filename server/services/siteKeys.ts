import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey } from '../../src/schema/entities/owner';
import type { Db } from '../db/connect';
import { apiKeys } from '../db/schema';
import { hashSiteKey, newSiteKey } from '../auth/siteKeys';
import { notFound } from '../errors';
import { newId } from './ids';

type KeyRow = typeof apiKeys.$inferSelect;

export function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new key: the row keeps its hash and first characters; the key itself is returned once. */
export async function createSiteKey(
  db: Db,
  input: {
    siteId: string;
    name: string;
    scope: 'publishable' | 'secret';
    createdBy: string | null;
  },
): Promise<{ row: KeyRow; key: string }> {
  const key = newSiteKey(input.scope);
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newId('key'),
      siteId: input.siteId,
      name: input.name,
      scope: input.scope,
      keyHash: hashSiteKey(key),
      prefix: key.slice(0, 12),
      createdBy: input.createdBy,
    })
    .returning();
  return { row: row!, key };
}

export function listSiteKeys(db: Db, siteId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.siteId, siteId))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revoked keys stop working at once; revoking twice keeps the first date. */
export async function revokeSiteKey(db: Db, siteId: string, keyId: string): Promise<KeyRow> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.siteId, siteId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.siteId, siteId), eq(apiKeys.id, keyId)))
    .limit(1);
  if (!row) throw notFound(`Key "${keyId}"`);
  return row;
}
