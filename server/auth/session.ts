import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { builtStatements } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';
import { embeddingOrigin } from '../embed/origins';
import { ApiError } from '../errors';

export const SESSION_COOKIE = 'vitrine_session';
/**
 * An embedded page's session (the embed kit on another site): browsers that block third-party
 * cookies never send ours there, so the session travels in this header instead. The CORS
 * middleware refuses it from any origin but the site's embedding origins (server/embed/cors.ts).
 */
export const SESSION_HEADER = 'x-vitrine-session';
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

/** Every signed-in request asks this, so its SQL is built once (builtStatements). */
const sessionLookup = builtStatements((db: Db) =>
  db
    .select({
      userId: sessions.userId,
      email: sessions.email,
      domain: sessions.domain,
      expiresAt: sessions.expiresAt,
      walletAddress: users.walletAddress,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

/** The session value a request carries: the embed's header, else the httpOnly cookie. */
export function sessionValue(c: Context<AppEnv>): string | undefined {
  return c.req.header(SESSION_HEADER) || getCookie(c, SESSION_COOKIE);
}

/** The visitor's session from its header or cookie, looked up once per request. */
export function getSession(c: Context<AppEnv>): Promise<SessionInfo | null> {
  const cached = sessionCache.get(c.req.raw);
  if (cached) return cached;
  const lookup = (async () => {
    const value = sessionValue(c);
    if (!value || value.length > 200) return null;
    const [row] = await sessionLookup(c.var.deps.db).execute({
      idHash: hashToken(value),
      // As text: a placeholder in a condition skips the column's own encoding of a Date.
      now: new Date().toISOString(),
    });
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
 * Creates a session row and hands its value over. To a page of one of the site's embedding
 * origins, in the x-vitrine-session response header (its cookie would be a blocked third-party
 * one); to any other, as the cookie: httpOnly, SameSite=Lax, and Secure when the site is served
 * over https (PUBLIC_URL), never on the say-so of a request header.
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
  if (embeddingOrigin(c)) {
    c.header(SESSION_HEADER, value);
    return;
  }
  const secure = c.var.deps.config.publicUrl.startsWith('https:');
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** Ends the request's session, header or cookie: its row goes, so the value opens nothing again. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const values = [c.req.header(SESSION_HEADER), getCookie(c, SESSION_COOKIE)].filter(
    (value): value is string => Boolean(value) && value!.length <= 200,
  );
  for (const value of values) {
    await c.var.deps.db.delete(sessions).where(eq(sessions.idHash, hashToken(value)));
  }
  if (getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, { path: '/' });
  // An empty header tells the embed kit to forget the value it keeps.
  if (c.req.header(SESSION_HEADER) !== undefined) c.header(SESSION_HEADER, '');
}
