import { and, eq, gt, isNull, lte } from 'drizzle-orm';
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

/**
 * Registers the token to the user, once: in one transaction the token row is claimed only if
 * it is still unowned (or already this user's), and the user's metadata is merged.
 */
export async function claimToken(
  db: Db,
  token: TokenForRegistration,
  user: { id: string; walletAddress?: string | null },
  metadata: Json,
): Promise<void> {
  await db.transaction(async (tx) => {
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
      const [now] = await tx
        .select({ owner: tokens.ownerUserId })
        .from(tokens)
        .where(eq(tokens.id, token.rowId))
        .limit(1);
      if (now?.owner !== user.id) throw alreadyRegistered();
      await tx
        .update(tokens)
        .set({ registrationMetadata: metadata })
        .where(eq(tokens.id, token.rowId));
    }
    await patchMetadata(tx, user.id, metadata);
    await tx
      .update(pendingRegistrations)
      .set({ completedAt: new Date() })
      .where(
        and(
          eq(pendingRegistrations.tokenRowId, token.rowId),
          isNull(pendingRegistrations.completedAt),
        ),
      );
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
 * Opens an e-mail registration unless one is already open for the token: false when another
 * claim holds it. An open one that expired unconfirmed is dropped first, so it blocks no one.
 */
export async function openPendingRegistration(
  db: Db,
  row: typeof pendingRegistrations.$inferInsert,
): Promise<boolean> {
  await db
    .delete(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenRowId, row.tokenRowId),
        isNull(pendingRegistrations.completedAt),
        lte(pendingRegistrations.expiresAt, new Date()),
      ),
    );
  const inserted = await db
    .insert(pendingRegistrations)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: pendingRegistrations.id });
  return inserted.length > 0;
}
