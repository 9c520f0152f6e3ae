import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema';

/** How long a key and its answer are kept: a retry later than this is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer this old belongs to a request that died; a retry may take it over. */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
};

/**
 * Claims the key for this request in one statement: a new key is inserted (this request runs),
 * an abandoned claim is taken over; otherwise the stored row says what the caller gets — the
 * first answer, "still running", or "this key was used for a different request".
 */
export async function claimKey(
  db: Db,
  scopeHash: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  const abandoned = sql`now() - ${IDEMPOTENCY_ABANDONED_MS} * interval '1 millisecond'`;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scopeHash, requestHash })
    .onConflictDoUpdate({
      target: idempotencyKeys.scopeHash,
      set: { requestHash, createdAt: sql`now()` },
      setWhere: and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned)),
    })
    .returning({ scopeHash: idempotencyKeys.scopeHash });
  if (claimed) return { kind: 'claimed' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scopeHash, scopeHash))
    .limit(1);
  // Gone between the two statements (its request failed and released it): try again later.
  if (!row) return { kind: 'in-progress' };
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  if (row.status === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: row.status, contentType: row.contentType, body: row.body ?? '' };
}

/** Stores the first answer for replays. */
export async function completeKey(
  db: Db,
  scopeHash: string,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
    .where(eq(idempotencyKeys.scopeHash, scopeHash));
}

/** Frees the key when the request did not succeed, so a corrected retry may use it. */
export async function releaseKey(db: Db, scopeHash: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scopeHash, scopeHash), isNull(idempotencyKeys.status)));
}
