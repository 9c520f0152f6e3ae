import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';
import { ApiError } from '../errors';

export const SESSION_COOKIE = 'vitrine_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionInfo {
  userId: string;
  email: string | null;
  walletAddress: string | null;
  domain: string;
  expiresAt: Date;
}

export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

const sessionCache = new WeakMap<Request, Promise<SessionInfo | null>>();

/** The visitor's session from the httpOnly cookie, looked up once per request. */
export function getSession(c: Context<AppEnv>): Promise<SessionInfo | null> {
  const cached = sessionCache.get(c.req.raw);
  if (cached) return cached;
  const lookup = (async () => {
    const value = getCookie(c, SESSION_COOKIE);
    if (!value || value.length > 200) return null;
    const [row] = await c.var.deps.db
      .select({
        userId: sessions.userId,
        email: sessions.email,
        domain: sessions.domain,
        expiresAt: sessions.expiresAt,
        walletAddress: users.walletAddress,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, hashToken(value)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  })();
  sessionCache.set(c.req.raw, lookup);
  return lookup;
}

export async function requireSession(c: Context<AppEnv>, action: string): Promise<SessionInfo> {
  const session = await getSession(c);
  if (!session) throw new ApiError(401, `Sign in to ${action}`);
  return session;
}

/**
 * Creates a session row and sets the cookie: httpOnly, SameSite=Lax, and Secure when the site
 * is served over https (PUBLIC_URL), never on the say-so of a request header.
 */
export async function startSession(
  c: Context<AppEnv>,
  db: Db,
  user: { id: string; email: string | null },
  domain: string,
): Promise<void> {
  const value = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ idHash: hashToken(value), userId: user.id, email: user.email, domain, expiresAt });
  const secure = c.var.deps.config.publicUrl.startsWith('https:');
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const value = getCookie(c, SESSION_COOKIE);
  if (value) await c.var.deps.db.delete(sessions).where(eq(sessions.idHash, hashToken(value)));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
