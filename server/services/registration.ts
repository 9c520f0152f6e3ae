import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { collections, pendingRegistrations, tokens } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { patchMetadata } from './users';

export const ALREADY_INITIATED =
  'Someone has already initiated a registration for this product. Check your email for next steps.';

/** The refusals a visitor's page words for them, by a reason code in the error body. */
export const alreadyInitiated = () =>
  new ApiError(409, ALREADY_INITIATED, { reason: 'registration_pending' });
export const alreadyRegistered = () =>
  new ApiError(409, 'This product is already registered to another owner', {
    reason: 'already_registered',
  });

type Json = Record<string, unknown>;

/**
 * The registration settings' required fields and consents, checked on the server as the form
 * checks them (blocks). Fields: settings.form.fields.<name>.{enabled, required};
 * consents: settings.form.consents[{id, label, required}] — consents without a label are ignored.
 */
export function checkRegistrationMetadata(settings: Json | null | undefined, metadata: Json): void {
  const form = (settings?.form ?? {}) as {
    fields?: Record<string, { enabled?: boolean; required?: boolean }>;
    consents?: Json[];
  };
  const messages: Record<string, string> = {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    postalCode: 'Postal code is required',
    phoneNumber: 'Phone number is required',
    birthday: 'Birthday is required',
  };
  for (const [name, rule] of Object.entries(form.fields ?? {})) {
    if (
      rule?.enabled &&
      rule.required &&
      !(typeof metadata[name] === 'string' && (metadata[name] as string).trim())
    ) {
      throw badRequest(`metadata.${name}: ${messages[name] ?? `${name} is required`}`);
    }
  }
  const phone = metadata.phoneNumber;
  if (
    typeof phone === 'string' &&
    phone.trim() &&
    !/^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/.test(phone.trim())
  ) {
    throw badRequest('metadata.phoneNumber: Invalid phone number format');
  }
  for (const consent of form.consents ?? []) {
    if (consent.label && consent.required && metadata[String(consent.id)] !== true) {
      throw badRequest(`metadata.${String(consent.id)}: This consent is required`);
    }
  }
}

export interface TokenForRegistration {
  rowId: number;
  tokenId: string;
  collectionId: string;
  ownerUserId: string | null;
  registrationSettings: Json | null;
}

/** The token behind a short URL, which must belong to the named collection (id or slug). */
export async function tokenByShortUrl(
  db: Db,
  collectionIdOrSlug: string,
  shortUrl: string,
): Promise<TokenForRegistration> {
  const [row] = await db
    .select({
      rowId: tokens.id,
      tokenId: tokens.tokenId,
      collectionId: tokens.collectionId,
      slug: collections.slug,
      ownerUserId: tokens.ownerUserId,
      registrationSettings: collections.registrationSettings,
      archivedAt: collections.archivedAt,
    })
    .from(tokens)
    .innerJoin(collections, eq(collections.id, tokens.collectionId))
    .where(eq(tokens.shortUrl, shortUrl))
    .limit(1);
  // An archived collection's items cannot be registered: they are gone for visitors.
  if (
    !row ||
    row.archivedAt ||
    (row.collectionId !== collectionIdOrSlug && row.slug !== collectionIdOrSlug)
  ) {
    throw notFound(`short_url "${shortUrl}" in collection "${collectionIdOrSlug}"`);
  }
  const { archivedAt: _archived, ...token } = row;
  return { ...token, registrationSettings: row.registrationSettings ?? null };
}

/** The confirmation link behind this claim was used already (or by a request at the same moment). */
export class LinkUsed extends Error {}

/**
 * Registers the token to the user, once: in one transaction the token row is claimed only if
 * it is still unowned (or already this user's), and the user's metadata is merged.
 * - `email`: the claimant's, when they have one; an open e-mail registration of the token by
 *   anyone else refuses the claim (someone started first), whenever it was opened — it holds
 *   the token's row while it opens (openPendingRegistration), so it is seen here.
 * - `pendingId`: the e-mail registration whose link is being confirmed; it is spent first, so
 *   of a link opened many times at once one request registers and the others get LinkUsed.
 * The claimant's own open registrations of the token are completed with it.
 */
export async function claimToken(
  db: Db,
  token: TokenForRegistration,
  user: { id: string; email?: string | null; walletAddress?: string | null },
  metadata: Json,
  pendingId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (pendingId) {
      const [spent] = await tx
        .update(pendingRegistrations)
        .set({ completedAt: new Date() })
        .where(
          and(eq(pendingRegistrations.id, pendingId), isNull(pendingRegistrations.completedAt)),
        )
        .returning({ id: pendingRegistrations.id });
      if (!spent) throw new LinkUsed();
    }
    const [claimed] = await tx
      .update(tokens)
      .set({
        ownerUserId: user.id,
        ownerAddress: user.walletAddress ?? null,
        registeredAt: new Date(),
        registrationMetadata: metadata,
      })
      .where(and(eq(tokens.id, token.rowId), isNull(tokens.ownerUserId)))
      .returning({ id: tokens.id });
    if (!claimed) {
      // Already this user's: a re-submission updates what they gave, while it is still theirs.
      const [kept] = await tx
        .update(tokens)
        .set({ registrationMetadata: metadata })
        .where(and(eq(tokens.id, token.rowId), eq(tokens.ownerUserId, user.id)))
        .returning({ id: tokens.id });
      if (!kept) throw alreadyRegistered();
    }
    const open = and(
      eq(pendingRegistrations.tokenRowId, token.rowId),
      isNull(pendingRegistrations.completedAt),
    );
    const [other] = await tx
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(
        and(
          open,
          gt(pendingRegistrations.expiresAt, new Date()),
          user.email ? ne(pendingRegistrations.email, user.email) : undefined,
        ),
      )
      .limit(1);
    if (other) throw alreadyInitiated();
    await patchMetadata(tx, user.id, metadata);
    await tx.update(pendingRegistrations).set({ completedAt: new Date() }).where(open);
  });
}

/** An unexpired, uncompleted e-mail registration for this token by someone else. */
export async function pendingClaim(db: Db, tokenRowId: number) {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenRowId, tokenRowId),
        isNull(pendingRegistrations.completedAt),
        gt(pendingRegistrations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Opens an e-mail registration unless one is already open for the token: 'pending' when another
 * claim holds it, 'registered' when the token has an owner. It runs on the token's row held
 * (FOR SHARE) while it is unowned, so a registration by a signed-in visitor at the same moment
 * either comes first (and this finds the token owned) or waits and then sees this one open. An
 * open one that expired unconfirmed is dropped first, so it blocks no one.
 */
export async function openPendingRegistration(
  db: Db,
  row: typeof pendingRegistrations.$inferInsert,
): Promise<'opened' | 'pending' | 'registered'> {
  return db.transaction(async (tx) => {
    const [unowned] = await tx
      .select({ id: tokens.id })
      .from(tokens)
      .where(and(eq(tokens.id, row.tokenRowId), isNull(tokens.ownerUserId)))
      .for('share');
    if (!unowned) return 'registered';
    await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenRowId, row.tokenRowId),
          isNull(pendingRegistrations.completedAt),
          lte(pendingRegistrations.expiresAt, new Date()),
        ),
      );
    const inserted = await tx
      .insert(pendingRegistrations)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: pendingRegistrations.id });
    return inserted.length > 0 ? 'opened' : 'pending';
  });
}
