import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SiteKeyPrincipal } from '../context';
import type { Db } from '../db/connect';
import { apiKeys } from '../db/schema';

/** Keys made in the studio start with this, so only they cost a database look-up. */
export const SITE_KEY_PREFIX = 'vk_';
/** last_used_at is written at most this often per key: a busy key is not a write per request. */
export const LAST_USED_GRANULARITY_MS = 60_000;

/** sha256 is enough for a key of 256 random bits: no dictionary to guess from. */
export const hashSiteKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: vk_pub_… or vk_sec_… and 43 characters of randomness (256 bits). */
export function newSiteKey(scope: 'publishable' | 'secret'): string {
  return `${SITE_KEY_PREFIX}${scope === 'secret' ? 'sec' : 'pub'}_${randomBytes(32).toString('base64url')}`;
}

/** The key's live row (not revoked), its last use noted when older than the granularity. */
export async function findSiteKey(db: Db, key: string): Promise<SiteKeyPrincipal | null> {
  if (!key.startsWith(SITE_KEY_PREFIX) || key.length > 100) return null;
  const keyHash = hashSiteKey(key);
  const [row] = await db
    .select({
      id: apiKeys.id,
      siteId: apiKeys.siteId,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  const stale = new Date(Date.now() - LAST_USED_GRANULARITY_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    // Conditional, so concurrent requests of one key write it once per minute at most.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(
        and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
      );
  }
  return { id: row.id, siteId: row.siteId, scope: row.scope };
}
