import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { RegistrationAction } from '../../src/schema/entities/registrationAdmin';
import type { Db } from '../db/connect';
import {
  activities,
  collections,
  registrationActions,
  registrationTransfers,
  tokens,
  users,
} from '../db/schema';
import { ApiError, notFound } from '../errors';

/** A token with what the brand's registration actions need: its site, owner and settings. */
export async function tokenForAdmin(db: Db, rowId: number) {
  const [row] = await db
    .select({
      id: tokens.id,
      tokenId: tokens.tokenId,
      collectionId: tokens.collectionId,
      slug: collections.slug,
      siteId: collections.siteId,
      registrationSettings: collections.registrationSettings,
      ownerUserId: tokens.ownerUserId,
      ownerAddress: tokens.ownerAddress,
      registeredAt: tokens.registeredAt,
      metadata: tokens.registrationMetadata,
      email: users.email,
      walletAddress: users.walletAddress,
    })
    .from(tokens)
    .innerJoin(collections, eq(collections.id, tokens.collectionId))
    .leftJoin(users, eq(users.id, tokens.ownerUserId))
    .where(eq(tokens.id, rowId))
    .limit(1);
  if (!row) throw notFound(`Registration ${rowId}`);
  return row;
}
export type AdminTokenRow = Awaited<ReturnType<typeof tokenForAdmin>>;

/** How the owner is named in the history: the e-mail, else the wallet address. */
export const ownerName = (row: AdminTokenRow) =>
  row.email ?? row.ownerAddress ?? row.walletAddress ?? null;

export const notRegistered = (row: AdminTokenRow, what: string) =>
  new ApiError(409, `Token ${row.tokenId} is not registered: there is nothing to ${what}`);

/**
 * Marks the posts the previous owner made for this token: they stay on the feed, shown as from a
 * previous owner, since the new owner did not write them.
 */
async function markPreviousOwnerPosts(db: Db, row: AdminTokenRow, userId: string) {
  await db
    .update(activities)
    .set({ previousOwnerAt: new Date() })
    .where(
      and(
        eq(activities.collectionId, row.collectionId),
        eq(activities.tokenId, row.tokenId),
        eq(activities.userId, userId),
        isNull(activities.previousOwnerAt),
      ),
    );
}

/**
 * Revokes a registration: the token has no owner again and can be registered by the next visitor
 * who taps it; a transfer under way is dropped; the owner's posts stay, marked. Only a token that
 * is registered now can be revoked (two revocations at once: one wins, the other is told).
 */
export async function revokeRegistration(db: Db, row: AdminTokenRow, actor: string) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(tokens)
      .set({
        ownerUserId: null,
        ownerAddress: null,
        registeredAt: null,
        registrationMetadata: null,
      })
      .where(and(eq(tokens.id, row.id), eq(tokens.ownerUserId, row.ownerUserId ?? '')))
      .returning({ id: tokens.id });
    if (!revoked || !row.ownerUserId) throw notRegistered(row, 'revoke');
    await tx.delete(registrationTransfers).where(openTransfer(row.id));
    await markPreviousOwnerPosts(tx, row, row.ownerUserId);
    await tx.insert(registrationActions).values({
      tokenRowId: row.id,
      action: 'revoked',
      actor,
      fromOwner: ownerName(row),
    });
  });
}

const openTransfer = (tokenRowId: number) =>
  and(eq(registrationTransfers.tokenRowId, tokenRowId), isNull(registrationTransfers.completedAt));

/**
 * Starts a transfer (replacing one under way): the new owner confirms by the e-mailed link. It
 * runs on the token's row locked (FOR NO KEY UPDATE) while it still has the owner it was read with:
 * transfers asked for at once run one after another and leave one under way, and a transfer
 * that meets a revocation (or another change of owner) is told the token is not registered.
 */
export async function requestTransfer(
  db: Db,
  row: AdminTokenRow,
  input: { id: string; toEmail: string; actor: string; confirmHash: string; expiresAt: Date },
) {
  if (!row.ownerUserId) throw notRegistered(row, 'transfer');
  if (row.email && row.email === input.toEmail)
    throw new ApiError(400, `email: token ${row.tokenId} is already registered to ${row.email}`);
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: tokens.id })
      .from(tokens)
      .where(and(eq(tokens.id, row.id), eq(tokens.ownerUserId, row.ownerUserId!)))
      .for('no key update');
    if (!held) throw notRegistered(row, 'transfer');
    await tx.delete(registrationTransfers).where(openTransfer(row.id));
    await tx.insert(registrationTransfers).values({
      id: input.id,
      tokenRowId: row.id,
      fromUserId: row.ownerUserId!,
      toEmail: input.toEmail,
      actor: input.actor,
      confirmHash: input.confirmHash,
      expiresAt: input.expiresAt,
    });
    await tx.insert(registrationActions).values({
      tokenRowId: row.id,
      action: 'transfer_requested',
      actor: input.actor,
      fromOwner: ownerName(row),
      toEmail: input.toEmail,
    });
  });
}

/** The open, unexpired transfer behind a confirmation link's hash. */
export async function transferByHash(db: Db, confirmHash: string) {
  const [transfer] = await db
    .select()
    .from(registrationTransfers)
    .where(
      and(
        eq(registrationTransfers.confirmHash, confirmHash),
        isNull(registrationTransfers.completedAt),
        gt(registrationTransfers.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return transfer ?? null;
}

/**
 * Completes a transfer: in one transaction the link is spent (once) and the token moves to the
 * new owner only if it still belongs to the owner it was taken from. The previous owner's
 * registration fields and consents are theirs, so they do not pass to the new owner.
 */
export async function completeTransfer(
  db: Db,
  transfer: typeof registrationTransfers.$inferSelect,
  row: AdminTokenRow,
  newOwnerId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(registrationTransfers)
      .set({ completedAt: new Date() })
      .where(
        and(eq(registrationTransfers.id, transfer.id), isNull(registrationTransfers.completedAt)),
      )
      .returning({ id: registrationTransfers.id });
    if (!spent) return false;
    const [moved] = await tx
      .update(tokens)
      .set({
        ownerUserId: newOwnerId,
        ownerAddress: null,
        registeredAt: new Date(),
        registrationMetadata: {},
      })
      .where(and(eq(tokens.id, row.id), eq(tokens.ownerUserId, transfer.fromUserId)))
      .returning({ id: tokens.id });
    if (!moved) return false;
    await markPreviousOwnerPosts(tx, row, transfer.fromUserId);
    await tx.insert(registrationActions).values({
      tokenRowId: row.id,
      action: 'transferred',
      actor: transfer.actor,
      fromOwner: ownerName(row),
      toEmail: transfer.toEmail,
    });
    return true;
  });
}

/** What was done to a token's registration, newest first, and the transfer under way. */
export async function registrationHistory(db: Db, tokenRowId: number) {
  const [actions, [pending]] = await Promise.all([
    db
      .select()
      .from(registrationActions)
      .where(eq(registrationActions.tokenRowId, tokenRowId))
      .orderBy(desc(registrationActions.createdAt), desc(registrationActions.id)),
    db
      .select()
      .from(registrationTransfers)
      .where(and(openTransfer(tokenRowId), gt(registrationTransfers.expiresAt, new Date())))
      .limit(1),
  ]);
  return {
    actions: actions.map((a): RegistrationAction => ({
      action: a.action,
      actor: a.actor,
      from_owner: a.fromOwner,
      to_email: a.toEmail,
      created_at: a.createdAt.toISOString(),
    })),
    pending: pending
      ? { to_email: pending.toEmail, expires_at: pending.expiresAt.toISOString() }
      : null,
  };
}
