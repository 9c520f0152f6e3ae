import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { clientIp } from '../auth/ip';
import type { AppEnv } from '../context';
import type { Db } from '../db/connect';
import { analyticsEvents, analyticsSalts } from '../db/schema';

/** Events the server itself records; page views come from the page (a cached page is not seen). */
export type ServerEvent = 'tap' | 'sign_in' | 'registered';

/** The UTC day of a moment, as analytics counts days: 2026-11-25. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

// One salt per day, shared by every process through the database; each process keeps the
// day's salt once read, so a visit costs no extra query.
const saltCache = new Map<string, string>();

async function saltOf(db: Db, day: string): Promise<string> {
  const cached = saltCache.get(day);
  if (cached) return cached;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`No analytics salt for ${day}`);
  saltCache.clear();
  saltCache.set(day, row.salt);
  return row.salt;
}

/**
 * Who the visitor is, for counting only: a hash of their address and browser with the day's
 * salt. Neither is stored, no cookie is set, and once the day's salt is deleted the hash
 * cannot be linked to the next day's or reversed.
 */
export async function visitorHash(c: Context<AppEnv>, now = new Date()): Promise<string> {
  const salt = await saltOf(c.var.deps.db, utcDay(now));
  return createHash('sha256')
    .update(`${salt}\n${clientIp(c)}\n${c.req.header('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Records one event. Counting must never cost a visitor their tap, sign-in or registration,
 * so a failure here is logged and swallowed.
 */
export async function recordEvent(
  c: Context<AppEnv>,
  event: ServerEvent,
  where: { collectionId: string | null; tokenId?: string | null },
): Promise<void> {
  try {
    await c.var.deps.db.insert(analyticsEvents).values({
      event,
      collectionId: where.collectionId,
      tokenId: where.tokenId ?? null,
      visitor: await visitorHash(c),
    });
  } catch (error) {
    console.warn(`Vitrine: the ${event} event was not recorded: ${(error as Error).message}`);
  }
}

/**
 * The collection a same-origin request was made from, read from its Referer (`/c/{slug}…`):
 * the sign-in dialog does not say which page it is on. Analytics only — nothing is
 * authorised by it.
 */
export function refererCollectionSlug(c: Context<AppEnv>): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const match = /^\/c\/([^/?#]+)/.exec(new URL(referer).pathname);
    return match ? decodeURIComponent(match[1]!) : null;
  } catch {
    return null;
  }
}
