import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, OwnerPrincipal, SiteRole } from '../context';
import type { Db } from '../db/connect';
import { ownerSessions, siteMembers } from '../db/schema';
import { hashToken } from './session';

/** The studio's cookie: separate from the visitor's, so signing in to one is not the other. */
export const OWNER_COOKIE = 'vitrine_owner';
export const OWNER_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Owner session values are 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The owner session's value: the cookie, else `Authorization: Bearer …` (API tools). */
export function ownerToken(c: Context<AppEnv>): string | null {
  const bearer = c.req.header('authorization');
  if (bearer?.toLowerCase().startsWith('bearer ')) {
    const value = bearer.slice(7).trim();
    return value && value.length <= MAX_TOKEN_LENGTH ? value : null;
  }
  const value = getCookie(c, OWNER_COOKIE);
  return value && value.length <= MAX_TOKEN_LENGTH ? value : null;
}

/** The account behind an owner session value and its role on each site; null when none. */
export async function loadOwner(db: Db, token: string): Promise<OwnerPrincipal | null> {
  const [session] = await db
    .select({ email: ownerSessions.email })
    .from(ownerSessions)
    .where(and(eq(ownerSessions.idHash, hashToken(token)), gt(ownerSessions.expiresAt, new Date())))
    .limit(1);
  if (!session) return null;
  const rows = await db
    .select({ siteId: siteMembers.siteId, role: siteMembers.role })
    .from(siteMembers)
    .where(eq(siteMembers.email, session.email));
  const roles: Record<string, SiteRole> = {};
  for (const row of rows) roles[row.siteId] = row.role;
  return { email: session.email, roles };
}

/**
 * Starts an owner session for an e-mail that proved itself with a code: its invitations become
 * memberships, the row is stored by the hash of its value, and the value is both set as an
 * httpOnly cookie (the studio) and returned (a bearer for API tools).
 */
export async function startOwnerSession(
  c: Context<AppEnv>,
  email: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { db, config } = c.var.deps;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OWNER_SESSION_TTL_MS);
  await db.insert(ownerSessions).values({ idHash: hashToken(token), email, expiresAt });
  await db
    .update(siteMembers)
    .set({ acceptedAt: new Date() })
    .where(and(eq(siteMembers.email, email), isNull(siteMembers.acceptedAt)));
  setCookie(c, OWNER_COOKIE, token, {
    httpOnly: true,
    // Strict: the studio is opened by typing or a bookmark; no other site's link carries it.
    sameSite: 'Strict',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    expires: expiresAt,
  });
  return { token, expiresAt };
}

export async function endOwnerSession(c: Context<AppEnv>): Promise<void> {
  const token = ownerToken(c);
  if (token)
    await c.var.deps.db.delete(ownerSessions).where(eq(ownerSessions.idHash, hashToken(token)));
  deleteCookie(c, OWNER_COOKIE, { path: '/' });
}
