import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  registrationDetail,
  registrationIdParam,
  registrationList,
  registrationListQuery,
  transferBody,
} from '../../src/schema/entities/registrationAdmin';
import { requireCollectionManager, requireRoleSomewhere } from '../auth/canManage';
import { hashToken, startSession } from '../auth/session';
import { tokenPagePath } from '../config';
import type { App, AppEnv } from '../context';
import { messagePage } from '../messagePage';
import { requireCollection } from '../services/collections';
import { newId } from '../services/ids';
import {
  completeTransfer,
  ownerName,
  registrationHistory,
  requestTransfer,
  revokeRegistration,
  tokenForAdmin,
  transferByHash,
} from '../services/registrationChanges';
import {
  allRegistrations,
  consentColumns,
  listRegistrations,
  registrationsCsv,
  toRegistrationRow,
} from '../services/registrationList';
import { upsertUserByEmail } from '../services/users';
import { errors, idParam, json, out, raw, security } from './openapi';
import { pagination } from './pagination';

const tags = ['Registrations'];
const TRANSFER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const listRoute = createRoute({
  method: 'get',
  path: '/v1/collections/{id}/registrations',
  tags,
  security,
  description:
    'Owners and editors. The collection’s registered tokens with their owners in full (e-mail or wallet address), the date, the method, the consents given and the registration fields. `q`: a whole number finds the token of that number, other text the owners whose e-mail or wallet contains it; `sort` registered_at (default, newest first), token_id or owner; `order` asc or desc. `format=csv`: every match as CSV, one column per consent.',
  request: { params: idParam, query: registrationListQuery },
  responses: {
    200: {
      content: {
        ...json(registrationList, '').content,
        'text/csv': { schema: z.string() },
      },
      description: 'A page of registrations, or all of them as CSV',
    },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/v1/registrations/{id}',
  tags,
  security,
  description:
    'Owners and editors. One token’s registration (by the token’s numeric id; null when not registered), a transfer under way, and every transfer and revocation with who did it and when, newest first.',
  request: { params: registrationIdParam },
  responses: {
    200: json(registrationDetail, 'The registration and its history'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const transferRoute = createRoute({
  method: 'post',
  path: '/v1/registrations/{id}/transfer',
  tags,
  security,
  description:
    'Owners and editors. Starts moving a registered token to another e-mail: that address gets a link, valid 7 days, and the token is theirs when they open it (the previous owner is told by e-mail). A new transfer replaces one under way. 409 when the token is not registered.',
  request: {
    params: registrationIdParam,
    body: { content: { 'application/json': { schema: transferBody } }, required: true },
  },
  responses: {
    200: json(registrationDetail, 'The transfer is waiting for the new owner'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/v1/registrations/{id}/revoke',
  tags,
  security,
  description:
    'Owners and editors. Ends a registration: the token can be registered again by the next visitor who taps it; the owner’s feed posts stay, marked as from a previous owner. 409 when the token is not registered.',
  request: { params: registrationIdParam },
  responses: {
    200: json(registrationDetail, 'Revoked'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

/** Who did it, as the history lists it: the account's e-mail, the site's key, or the operator. */
function actorOf(c: Context<AppEnv>): string {
  if (c.var.owner) return c.var.owner.email;
  if (c.var.siteKey) return `API key ${c.var.siteKey.id}`;
  return 'operator';
}

/** The token (by numeric id), once the caller is known to manage its collection's site. */
async function managedToken(c: Context<AppEnv>, id: number, what: string) {
  requireRoleSomewhere(c, 'editor', what);
  const row = await tokenForAdmin(c.var.deps.db, id);
  requireCollectionManager(c, what, row.siteId);
  return row;
}

async function detail(c: Context<AppEnv>, id: number) {
  const { db } = c.var.deps;
  const row = await tokenForAdmin(db, id);
  const history = await registrationHistory(db, id);
  return out(registrationDetail, {
    id: row.id,
    token_id: row.tokenId,
    collection_id: row.collectionId,
    registration: row.registeredAt
      ? toRegistrationRow(row, consentColumns(row.registrationSettings))
      : null,
    pending_transfer: history.pending,
    actions: history.actions,
  });
}

export function registerRegistrationAdminRoutes(app: App) {
  app.openapi(listRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'read registrations');
    const { db } = c.var.deps;
    const collection = await requireCollection(db, c.req.valid('param').id);
    requireCollectionManager(c, 'read registrations', collection.siteId);
    const query = c.req.valid('query');
    const consents = consentColumns(collection.registrationSettings);
    if (query.format === 'csv') {
      const rows = (await allRegistrations(db, collection.id, query)).map((r) =>
        toRegistrationRow(r, consents),
      );
      return raw(
        new Response(registrationsCsv(rows, consents), {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${collection.slug}-registrations.csv"`,
            'cache-control': 'no-store',
          },
        }),
      );
    }
    const { rows, total } = await listRegistrations(db, collection.id, query);
    const link = (offset: number) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...query, offset }))
        if (key !== 'format' && value !== undefined) params.set(key, String(value));
      return `/v1/collections/${encodeURIComponent(collection.id)}/registrations?${params}`;
    };
    return c.json(
      out(registrationList, {
        data: rows.map((r) => toRegistrationRow(r, consents)),
        pagination: pagination(query.limit, query.offset, total, link),
        consents,
      }),
      200,
    );
  });

  // The new owner's link: completes the transfer, signs them in, opens the token's page.
  app.get('/v1/registrations/transfers/confirm', async (c) => {
    const { db, cache, config, mailer } = c.var.deps;
    const transfer = await transferByHash(db, hashToken(c.req.query('code') ?? ''));
    const refuse = (title: string, message: string, status: 409 | 410) =>
      c.html(messagePage({ nonce: c.var.cspNonce, title, message }), status);
    if (!transfer)
      return refuse(
        'Link expired',
        'This transfer link has expired or was already used. Ask the brand for a new one.',
        410,
      );
    const row = await tokenForAdmin(db, transfer.tokenRowId);
    const user = await upsertUserByEmail(db, transfer.toEmail);
    if (!(await completeTransfer(db, transfer, row, user.id)))
      return refuse(
        'Not transferred',
        'This product changed owner since the transfer was started. Ask the brand for a new link.',
        409,
      );
    cache.clear();
    if (row.email)
      await mailer.send({
        to: row.email,
        subject: 'Your product was transferred',
        text: `${row.slug} No. ${row.tokenId} is now registered to ${transfer.toEmail}, as the brand arranged. Reply to this e-mail if you think this is a mistake.`,
      });
    await startSession(c, db, { id: user.id, email: transfer.toEmail }, config.siteDomain);
    return c.redirect(tokenPagePath(row.slug, row.tokenId), 302);
  });

  app.openapi(detailRoute, async (c) => {
    const { id } = c.req.valid('param');
    await managedToken(c, id, 'read registrations');
    return c.json(await detail(c, id), 200);
  });

  app.openapi(transferRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await managedToken(c, id, 'transfer registrations');
    const { email } = c.req.valid('json');
    const { db, mailer, config } = c.var.deps;
    const secret = randomBytes(24).toString('base64url');
    await requestTransfer(db, row, {
      id: newId('xfer'),
      toEmail: email,
      actor: actorOf(c),
      confirmHash: hashToken(secret),
      expiresAt: new Date(Date.now() + TRANSFER_TTL_MS),
    });
    // PUBLIC_URL, never the request's Host: a stranger could name any host in it.
    const link = `${config.publicUrl}/v1/registrations/transfers/confirm?code=${secret}`;
    await mailer.send({
      to: email,
      subject: 'A product is being transferred to you',
      text: `${row.slug} No. ${row.tokenId} is being transferred to you${ownerName(row) ? ` from its previous owner` : ''}. Open this link within 7 days to accept it: ${link}`,
    });
    return c.json(await detail(c, id), 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await managedToken(c, id, 'revoke registrations');
    await revokeRegistration(c.var.deps.db, row, actorOf(c));
    c.var.deps.cache.clear();
    return c.json(await detail(c, id), 200);
  });
}
