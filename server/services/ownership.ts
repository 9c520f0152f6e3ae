import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { isSecret } from '../auth/keys';
import { getSession, type SessionInfo } from '../auth/session';
import type { AppEnv } from '../context';
import type { Db } from '../db/connect';
import { collections, tokens, users } from '../db/schema';
import { ApiError, forbidden } from '../errors';

export interface OwnerFilter {
  email?: string;
  user_id?: string;
  collection_id?: string;
  collection_slug?: string;
  token_id?: string;
}

/**
 * Whose ownership a call may ask about: with the secret key anyone's; with the publishable key
 * only the signed-in visitor's own (an e-mail or user id naming someone else is a 403).
 */
export async function resolveSubject(
  c: Context<AppEnv>,
  filter: OwnerFilter,
  action: string,
): Promise<{ userId?: string; email?: string; session: SessionInfo | null }> {
  const session = await getSession(c);
  if (isSecret(c)) return { userId: filter.user_id, email: filter.email, session };
  if (!session) throw new ApiError(401, `Sign in to ${action}`);
  if (filter.email && filter.email !== session.email)
    throw forbidden(`email: does not match the signed-in visitor`);
  if (filter.user_id && filter.user_id !== session.userId)
    throw forbidden(`user_id: does not match the signed-in visitor`);
  return { userId: session.userId, email: session.email ?? undefined, session };
}

/** Tokens owned by the subject, narrowed to a collection (id or slug) and token when given. */
export function ownedWhere(
  subject: { userId?: string; email?: string },
  filter: OwnerFilter,
): SQL | undefined {
  const who: SQL[] = [];
  if (subject.userId) who.push(eq(tokens.ownerUserId, subject.userId));
  if (subject.email) who.push(eq(users.email, subject.email));
  if (who.length === 0) return undefined;
  return and(
    or(...who),
    filter.collection_id
      ? or(eq(collections.id, filter.collection_id), eq(collections.slug, filter.collection_id))
      : undefined,
    filter.collection_slug ? eq(collections.slug, filter.collection_slug) : undefined,
    filter.token_id ? eq(tokens.tokenId, filter.token_id) : undefined,
  );
}

export async function countOwned(
  db: Db,
  subject: { userId?: string; email?: string },
  filter: OwnerFilter,
): Promise<number> {
  const where = ownedWhere(subject, filter);
  if (!where) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(tokens)
    .innerJoin(collections, eq(collections.id, tokens.collectionId))
    .innerJoin(users, eq(users.id, tokens.ownerUserId))
    .where(where);
  return row?.n ?? 0;
}

/** The session's user owns this token of this collection. */
export async function ownsToken(
  db: Db,
  userId: string,
  collectionId: string,
  tokenId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      and(
        eq(tokens.collectionId, collectionId),
        eq(tokens.tokenId, tokenId),
        eq(tokens.ownerUserId, userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
