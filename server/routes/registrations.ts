import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, eq, gt } from 'drizzle-orm';
import { verifyMessage } from 'viem';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import {
  registerEmailBody,
  registerResult,
  registerWalletBody,
  walletNonce,
} from '../../src/schema/entities/registration';
import { getSession, hashToken, startSession } from '../auth/session';
import { tokenPagePath } from '../config';
import type { Context } from 'hono';
import type { App, AppEnv } from '../context';
import { collections, pendingRegistrations, tokens, walletNonces } from '../db/schema';
import { ApiError, badRequest, errorBody, forbidden } from '../errors';
import { messagePage } from '../messagePage';
import { newId } from '../services/ids';
import {
  alreadyInitiated,
  alreadyRegistered,
  checkRegistrationMetadata,
  claimToken,
  LinkUsed,
  openPendingRegistration,
  pendingClaim,
  tokenByShortUrl,
} from '../services/registration';
import { upsertUserByEmail, upsertUserByWallet } from '../services/users';
import { errors, json, out, security } from './openapi';
import { recordEvent } from '../services/analyticsRecorder';

const tags = ['Registrations'];
const NONCE_TTL_MS = 10 * 60 * 1000;
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const emailRoute = createRoute({
  method: 'post',
  path: '/v1/registrations/register-email',
  tags,
  security,
  description:
    'Registers the token behind short_url to the e-mail, once. Signed in with that e-mail: registered at once. Not signed in: a confirmation link is e-mailed and the registration waits (pending: true); a second claim meanwhile gets 409 "…already initiated a registration…".',
  request: body(registerEmailBody),
  responses: {
    200: json(registerResult, 'Registered (or pending confirmation)'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const nonceRoute = createRoute({
  method: 'get',
  path: '/v1/registrations/wallet-nonce',
  tags,
  security,
  description: 'A one-time nonce for the EIP-4361 message, valid 10 minutes.',
  responses: { 200: json(walletNonce, 'Nonce'), 401: errors[401] },
});

const walletRoute = createRoute({
  method: 'post',
  path: '/v1/registrations/register-wallet',
  tags,
  security,
  description:
    'An EIP-4361 message and its signature. The message must carry a nonce from wallet-nonce, the domain and URI of this site (its PUBLIC_URL: host and port, origin), a future or absent expiration, and requestId "{collection_id}:{short_url}". Registers the token to the signing address.',
  request: body(registerWalletBody),
  responses: {
    200: json(registerResult, 'Registered'),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    409: errors[409],
  },
});

/** The origin of an address, or null when it is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** A confirmation link that expired or was used already. */
function linkExpired(c: Context<AppEnv>) {
  return c.html(
    messagePage({
      nonce: c.var.cspNonce,
      title: 'Link expired',
      message:
        'This confirmation link has expired or was already used. Tap your product again to register.',
    }),
    410,
  );
}

/**
 * A page showing one item registers that item only: a tap code in its address that belongs to
 * another (a link edited by hand, two tags mixed up) is refused, never quietly registered.
 */
function refuseOtherItem(codeToken: string, pageToken: string | undefined): void {
  if (pageToken !== undefined && pageToken !== codeToken) {
    throw badRequest(
      'short_url: This tap code belongs to another item. Tap the tag of the item on this page.',
      { reason: 'other_item' },
    );
  }
}

export function registerRegistrationRoutes(app: App) {
  app.openapi(emailRoute, async (c) => {
    const input = c.req.valid('json');
    const { db, mailer, cache, config } = c.var.deps;
    const token = await tokenByShortUrl(db, input.collection_id, input.short_url);
    refuseOtherItem(token.tokenId, input.token_id);
    checkRegistrationMetadata(token.registrationSettings, input.metadata);
    const session = await getSession(c);
    if (session && session.email !== input.email)
      throw forbidden('email: does not match the signed-in visitor');
    if (session && input.user_id && input.user_id !== session.userId)
      throw forbidden('user_id: does not match the signed-in visitor');

    // Who started first (another e-mail's registration under way, an owner) is settled where
    // the token's row is held: in claimToken for a signed-in visitor, in openPendingRegistration
    // for one who is not.
    if (session) {
      await claimToken(db, token, { id: session.userId, email: session.email }, input.metadata);
      cache.clear();
      await recordEvent(c, 'registered', token);
      return c.json(
        out(registerResult, {
          success: true,
          token_id: token.tokenId,
          registration_settings: token.registrationSettings,
          pending: false,
        }),
        200,
      );
    }
    // Not signed in: the e-mail must prove itself through a link before the token is claimed.
    const secret = randomBytes(24).toString('base64url');
    // The database holds one open registration per token (a partial unique index), so of
    // concurrent claims exactly one inserts and e-mails; the others are told it is under way.
    const opened = await openPendingRegistration(db, {
      id: newId('reg'),
      tokenRowId: token.rowId,
      email: input.email,
      metadata: input.metadata,
      confirmHash: hashToken(secret),
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    });
    if (opened === 'registered') throw alreadyRegistered();
    if (opened === 'pending') throw alreadyInitiated();
    // PUBLIC_URL, never the request's Host: a stranger could name any host in it.
    const link = `${config.publicUrl}/v1/registrations/confirm?code=${secret}`;
    await mailer.send({
      to: input.email,
      subject: 'Confirm your product registration',
      text: `Open this link within 24 hours to finish registering your product: ${link}`,
    });
    return c.json(
      out(registerResult, {
        success: true,
        token_id: token.tokenId,
        registration_settings: null,
        pending: true,
      }),
      200,
    );
  });

  // The e-mailed link: completes a pending registration, signs the visitor in, opens the token page.
  app.get('/v1/registrations/confirm', async (c) => {
    const code = c.req.query('code') ?? '';
    const { db, cache, config } = c.var.deps;
    const [pending] = await db
      .select()
      .from(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.confirmHash, hashToken(code)),
          gt(pendingRegistrations.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!pending || pending.completedAt) return linkExpired(c);
    const user = await upsertUserByEmail(db, pending.email);
    const [row] = await db
      .select({
        rowId: tokens.id,
        tokenId: tokens.tokenId,
        collectionId: tokens.collectionId,
        ownerUserId: tokens.ownerUserId,
        slug: collections.slug,
      })
      .from(tokens)
      .innerJoin(collections, eq(collections.id, tokens.collectionId))
      .where(eq(tokens.id, pending.tokenRowId))
      .limit(1);
    if (!row) return c.json(errorBody(404, 'The product no longer exists'), 404);
    try {
      await claimToken(
        db,
        { ...row, registrationSettings: null },
        { id: user.id, email: pending.email },
        pending.metadata,
        pending.id,
      );
    } catch (error) {
      if (error instanceof LinkUsed) return linkExpired(c);
      if (error instanceof ApiError)
        return c.html(
          messagePage({
            nonce: c.var.cspNonce,
            title: 'Not registered',
            message: `${error.message}.`,
          }),
          409,
        );
      throw error;
    }
    cache.clear();
    await recordEvent(c, 'registered', row);
    await startSession(c, db, { id: user.id, email: pending.email }, config.siteDomain);
    return c.redirect(tokenPagePath(row.slug, row.tokenId), 302);
  });

  app.openapi(nonceRoute, async (c) => {
    const nonce = generateSiweNonce();
    const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
    await c.var.deps.db.insert(walletNonces).values({ nonce, expiresAt });
    return c.json({ nonce, expires_at: expiresAt.toISOString() }, 200);
  });

  app.openapi(walletRoute, async (c) => {
    const input = c.req.valid('json');
    const { db, cache, config } = c.var.deps;
    const message = parseSiweMessage(input.message);
    if (!message.address || !message.nonce || !message.domain)
      throw badRequest('message: not an EIP-4361 message (address, domain and nonce are required)');
    // The site the wallet showed its owner must be this one, as configured: a signature that a
    // look-alike site collected for its own domain names that domain, whatever Host it is sent with.
    const site = new URL(config.publicUrl);
    if (message.domain.toLowerCase() !== site.host) {
      throw badRequest(`message.domain: must be ${site.host}`);
    }
    if (!message.uri || originOf(message.uri) !== site.origin) {
      throw badRequest(`message.uri: must be ${site.origin}`);
    }
    if (message.requestId !== `${input.collection_id}:${input.short_url}`) {
      throw badRequest(
        'message.requestId: must be "{collection_id}:{short_url}" of the token being registered',
      );
    }
    if (!validateSiweMessage({ message, time: new Date() })) {
      throw badRequest('message: expired or not yet valid');
    }
    const signatureOk = await verifyMessage({
      address: message.address,
      message: input.message,
      signature: input.signature as `0x${string}`,
    }).catch(() => false);
    if (!signatureOk) throw new ApiError(401, 'signature: does not match the message and address');
    // The nonce is spent only by a valid signature, and only once.
    const spent = await db
      .update(walletNonces)
      .set({ used: true })
      .where(
        and(
          eq(walletNonces.nonce, message.nonce),
          eq(walletNonces.used, false),
          gt(walletNonces.expiresAt, new Date()),
        ),
      )
      .returning({ nonce: walletNonces.nonce });
    if (spent.length === 0)
      throw badRequest('message.nonce: unknown, expired or already used; ask for a new nonce');

    const token = await tokenByShortUrl(db, input.collection_id, input.short_url);
    refuseOtherItem(token.tokenId, input.token_id);
    checkRegistrationMetadata(token.registrationSettings, input.metadata);
    const pending = await pendingClaim(db, token.rowId);
    if (pending) throw alreadyInitiated();
    const user = await upsertUserByWallet(db, message.address);
    await claimToken(db, token, { id: user.id, walletAddress: user.walletAddress }, input.metadata);
    cache.clear();
    await recordEvent(c, 'registered', token);
    await startSession(c, db, { id: user.id, email: user.email }, config.siteDomain);
    return c.json(
      out(registerResult, {
        success: true,
        token_id: token.tokenId,
        registration_settings: token.registrationSettings,
        pending: false,
      }),
      200,
    );
  });
}
