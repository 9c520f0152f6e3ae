import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { SiteRole } from '../context';
import type { Db } from '../db/connect';
import { siteMembers, sites } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { newId } from './ids';

export type MemberRow = typeof siteMembers.$inferSelect;

export const LAST_OWNER_MESSAGE =
  'A site keeps at least one owner who has signed in: make someone else an owner first';

export function listMembers(db: Db, siteId: string) {
  return db
    .select()
    .from(siteMembers)
    .where(eq(siteMembers.siteId, siteId))
    .orderBy(asc(siteMembers.createdAt), asc(siteMembers.email));
}

export async function findMember(db: Db, siteId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.id, memberId)))
    .limit(1);
  return row ?? null;
}

/**
 * Adds a person to a site (an invitation until they sign in). Someone already there keeps
 * their row: a 409 says so rather than quietly changing their role.
 */
export async function addMember(
  db: Db,
  input: {
    siteId: string;
    email: string;
    role: SiteRole;
    invitedBy: string | null;
    accepted?: boolean;
  },
): Promise<MemberRow> {
  const [row] = await db
    .insert(siteMembers)
    .values({
      id: newId('mem'),
      siteId: input.siteId,
      email: input.email,
      role: input.role,
      invitedBy: input.invitedBy,
      acceptedAt: input.accepted ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, `email: ${input.email} is already a member of this site`);
  return row;
}

/**
 * Runs a change that might take away an owner, with the last-owner rule held by the database:
 * the site's row is locked first (FOR UPDATE), so changes to one site's people run one after
 * another, and the change is then a single statement that applies only while another signed-in
 * owner remains. Two owners demoting each other at once: the second waits, then sees the first
 * one's change and is refused.
 */
async function withoutLosingLastOwner(
  db: Db,
  siteId: string,
  memberId: string,
  change: (tx: Db, keepsAnOwner: ReturnType<typeof sql>) => Promise<MemberRow[]>,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${sites} where ${sites.id} = ${siteId} for update`);
    const otherOwners = sql`(select count(*) from ${siteMembers} as other
      where other.site_id = ${siteId} and other.role = 'owner'
        and other.accepted_at is not null and other.id <> ${memberId})`;
    // The row may change when it is not a signed-in owner, or when another one remains.
    const keepsAnOwner = sql`(${siteMembers.role} <> 'owner' or ${siteMembers.acceptedAt} is null or ${otherOwners} > 0)`;
    const [row] = await change(tx as unknown as Db, keepsAnOwner);
    if (row) return row;
    const [exists] = await tx
      .select({ id: siteMembers.id })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.id, memberId)));
    if (!exists) throw notFound(`Member "${memberId}"`);
    throw new ApiError(409, LAST_OWNER_MESSAGE);
  });
}

export function changeRole(db: Db, siteId: string, memberId: string, role: SiteRole) {
  return withoutLosingLastOwner(db, siteId, memberId, (tx, keepsAnOwner) =>
    tx
      .update(siteMembers)
      .set({ role })
      .where(
        and(
          eq(siteMembers.siteId, siteId),
          eq(siteMembers.id, memberId),
          role === 'owner' ? undefined : keepsAnOwner,
        ),
      )
      .returning(),
  );
}

export function removeMember(db: Db, siteId: string, memberId: string) {
  return withoutLosingLastOwner(db, siteId, memberId, (tx, keepsAnOwner) =>
    tx
      .delete(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.id, memberId), keepsAnOwner))
      .returning(),
  );
}

/** How many owners of the site have signed in. */
export async function activeOwners(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteMembers)
    .where(
      and(
        eq(siteMembers.siteId, siteId),
        eq(siteMembers.role, 'owner'),
        isNotNull(siteMembers.acceptedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Makes `email` an owner of a site (the first site when none is named), counted as signed in
 * since the operator named them. At start (VITRINE_OWNER_EMAIL, the development owner) someone
 * already a member keeps the role the owners gave them; `npm run owner -- add` (promote) makes
 * them an owner whatever they were.
 */
export async function ensureOwner(
  db: Db,
  email: string,
  options: { siteId?: string; promote?: boolean } = {},
): Promise<{ siteId: string; created: boolean } | null> {
  const { siteId, promote = false } = options;
  const [site] = siteId
    ? await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1)
    : await db
        .select({ id: sites.id })
        .from(sites)
        .orderBy(asc(sites.createdAt), asc(sites.id))
        .limit(1);
  if (!site) return null;
  const inserted = await db
    .insert(siteMembers)
    .values({ id: newId('mem'), siteId: site.id, email, role: 'owner', acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: [siteMembers.siteId, siteMembers.email],
      set: promote
        ? { role: 'owner', acceptedAt: sql`coalesce(${siteMembers.acceptedAt}, now())` }
        : { role: sql`${siteMembers.role}` },
    })
    .returning({ id: siteMembers.id });
  return { siteId: site.id, created: inserted.length > 0 };
}
