import { pageLink } from './pageLink';
import { pagination } from './pagination';
import { createRoute } from '@hono/zod-openapi';
import { asc, count, eq } from 'drizzle-orm';
import {
  otpRequestBody,
  otpRequestResult,
  otpVerifyBody,
  otpVerifyResult,
  ownerProducts,
  ownerProductsQuery,
  ownerQuery,
  ownershipResult,
  registrationSettingsQuery,
  registrationSettingsResult,
} from '../../src/schema/entities/access';
import { clientIp } from '../auth/ip';
import { startSession } from '../auth/session';
import type { App } from '../context';
import { collections, tokens, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { findCollection } from '../services/collections';
import { checkSendLimits, issueCode, verifyCode } from '../services/otp';
import { countOwned, ownedWhere, ownsToken, resolveSubject } from '../services/ownership';
import { upsertUserByEmail } from '../services/users';
import { isSecret } from '../auth/keys';
import { getSession } from '../auth/session';
import { errors, json, out, security } from './openapi';
import { recordEvent, refererCollectionSlug } from '../services/analyticsRecorder';

const tags = ['Access'];
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const ownerRoute = createRoute({
  method: 'get',
  path: '/v1/access/owner',
  tags,
  security,
  description:
    'Does the signed-in visitor (or, with the secret key, the named e-mail or user) own a token of the collection?',
  request: { query: ownerQuery },
  responses: {
    200: json(ownershipResult, 'is_owner and count'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const productsRoute = createRoute({
  method: 'get',
  path: '/v1/access/owner/products',
  tags,
  security,
  request: { query: ownerProductsQuery },
  responses: {
    200: json(ownerProducts, 'Owned tokens'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const otpRoute = createRoute({
  method: 'post',
  path: '/v1/access/otp',
  tags,
  security,
  description:
    'E-mails a 6-digit code valid 10 minutes; it voids earlier codes this address asked for, not codes others asked for. Rate-limited per e-mail and address, per address and per e-mail in all (429 with Retry-After and the time to try again).',
  request: body(otpRequestBody),
  responses: {
    200: json(otpRequestResult, 'Code sent'),
    400: errors[400],
    401: errors[401],
    429: errors[429],
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/v1/access/otp/verify',
  tags,
  security,
  description:
    'Signs in with the code and sets the httpOnly session cookie. A wrong, expired or voided code is a 400 with { success: false, error, attempts_left }; after 5 wrong tries the code is void.',
  request: body(otpVerifyBody),
  responses: {
    200: json(otpVerifyResult, 'Signed in'),
    400: json(otpVerifyResult, 'Wrong code'),
    401: errors[401],
  },
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/v1/access/registration-settings',
  tags,
  security,
  description: 'The collection registration settings, for the owner of the token only.',
  request: { query: registrationSettingsQuery },
  responses: {
    200: json(registrationSettingsResult, 'Settings'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

export function registerAccessRoutes(app: App) {
  app.openapi(ownerRoute, async (c) => {
    const filter = c.req.valid('query');
    if (!filter.email && !filter.user_id && !isSecret(c)) {
      // The visitor asks about themselves; with no session they own nothing.
      if (!(await getSession(c))) return c.json({ is_owner: false, count: 0 }, 200);
    }
    if (!filter.collection_id && !filter.collection_slug && !filter.token_id) {
      throw badRequest('collection_id: give collection_id, collection_slug or token_id');
    }
    const subject = await resolveSubject(c, filter, 'check ownership');
    const n = await countOwned(c.var.deps.db, subject, filter);
    return c.json(out(ownershipResult, { is_owner: n > 0, count: n }), 200);
  });

  app.openapi(productsRoute, async (c) => {
    const query = c.req.valid('query');
    const subject = await resolveSubject(c, query, 'list owned products');
    const { db } = c.var.deps;
    const where = ownedWhere(subject, query);
    const base = db
      .select({
        token_id: tokens.tokenId,
        collection_id: collections.id,
        collection_slug: collections.slug,
        collection_name: collections.name,
        image: collections.image,
        registeredAt: tokens.registeredAt,
      })
      .from(tokens)
      .innerJoin(collections, eq(collections.id, tokens.collectionId))
      .innerJoin(users, eq(users.id, tokens.ownerUserId));
    const rows = where
      ? await base
          .where(where)
          .orderBy(asc(tokens.registeredAt))
          .limit(query.limit)
          .offset(query.offset)
      : [];
    const [total] = where
      ? await db
          .select({ n: count() })
          .from(tokens)
          .innerJoin(collections, eq(collections.id, tokens.collectionId))
          .innerJoin(users, eq(users.id, tokens.ownerUserId))
          .where(where)
      : [{ n: 0 }];
    const totalCount = total?.n ?? 0;
    return c.json(
      out(ownerProducts, {
        data: rows.map(({ registeredAt, ...r }) => ({
          ...r,
          registered_at: registeredAt?.toISOString() ?? null,
        })),
        pagination: pagination(query.limit, query.offset, totalCount, (offset) =>
          pageLink(c, query.limit, offset),
        ),
      }),
      200,
    );
  });

  app.openapi(otpRoute, async (c) => {
    const { email } = c.req.valid('json');
    const { db, config, mailer } = c.var.deps;
    await checkSendLimits(db, config.otpSendLimits, email, clientIp(c));
    const { code, expiresAt } = await issueCode(db, config.secretKey, email, clientIp(c));
    await mailer.send({
      to: email,
      subject: `Your sign-in code: ${code}`,
      text: `Your sign-in code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
      code,
    });
    return c.json({ success: true, expires_at: expiresAt.toISOString() }, 200);
  });

  app.openapi(verifyRoute, async (c) => {
    const { email, code, domain } = c.req.valid('json');
    const { db, config } = c.var.deps;
    const outcome = await verifyCode(db, config.secretKey, email, code, clientIp(c));
    if (!outcome.ok)
      return c.json(
        {
          success: false,
          error: outcome.error,
          attempts_left: outcome.attemptsLeft,
          reason: outcome.reason,
        },
        400,
      );
    const user = await upsertUserByEmail(db, email);
    await startSession(c, db, { id: user.id, email }, domain ?? config.siteDomain);
    const slug = refererCollectionSlug(c);
    const collection = slug ? await findCollection(db, slug) : null;
    await recordEvent(c, 'sign_in', { collectionId: collection?.id ?? null });
    return c.json({ success: true, user: { id: user.id, email } }, 200);
  });

  app.openapi(settingsRoute, async (c) => {
    const query = c.req.valid('query');
    const idOrSlug = query.collection_id ?? query.collection_slug;
    if (!idOrSlug) throw badRequest('collection_id: give collection_id or collection_slug');
    const { db } = c.var.deps;
    const collection = await findCollection(db, idOrSlug);
    if (!collection) throw notFound(`Collection "${idOrSlug}"`);
    if (!isSecret(c)) {
      const subject = await resolveSubject(c, {}, 'read registration settings');
      if (
        !subject.userId ||
        !(await ownsToken(db, subject.userId, collection.id, query.token_id))
      ) {
        throw forbidden('Only the owner of this token can read its registration settings');
      }
    }
    return c.json({ registration_settings: collection.registrationSettings ?? null }, 200);
  });
}
