import { createRoute } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ownerOtpRequest,
  ownerOtpVerify,
  ownerSession,
  ownerSignedIn,
} from '../../src/schema/entities/owner';
import { otpRequestResult, otpVerifyResult } from '../../src/schema/entities/access';
import { clientIp } from '../auth/ip';
import { endOwnerSession, loadOwner, startOwnerSession } from '../auth/ownerSession';
import type { App, OwnerPrincipal } from '../context';
import type { Db } from '../db/connect';
import { sites } from '../db/schema';
import { checkSendLimits, issueCode, verifyCode } from '../services/otp';
import { errors, json, out, security } from './openapi';

const tags = ['Owner accounts'];
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/**
 * Owner codes live in the visitors' code table under this name, so a visitor's code never
 * signs anyone in to the studio (nor the reverse), while the send limits, counted by the
 * real e-mail, are shared: the inbox is the same.
 */
export const ownerCodeSubject = (email: string) => `owner:${email}`;

const sendRoute = createRoute({
  method: 'post',
  path: '/v1/owner/otp',
  tags,
  security,
  description:
    'E-mails a 6-digit studio sign-in code valid 10 minutes (the visitor code machinery and limits, its own codes). Any address gets one, so the answer says nothing of who is a member.',
  request: body(ownerOtpRequest),
  responses: {
    200: json(otpRequestResult, 'Code sent'),
    400: errors[400],
    401: errors[401],
    429: errors[429],
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/v1/owner/otp/verify',
  tags,
  security,
  description:
    'Signs in to the studio: sets the httpOnly cookie vitrine_owner and returns the same value as `token`, for API tools to send as `Authorization: Bearer …` (with the publishable key). Invitations to this e-mail become memberships. A wrong code is a 400 with { success: false, error, attempts_left }.',
  request: body(ownerOtpVerify),
  responses: {
    200: json(ownerSignedIn, 'Signed in'),
    400: json(otpVerifyResult, 'Wrong code'),
    401: errors[401],
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/v1/owner/session',
  tags,
  security,
  description:
    'The signed-in owner and their role on each site; 204 No Content when not signed in.',
  responses: {
    200: json(ownerSession, 'Signed in'),
    204: { description: 'Not signed in' },
    401: errors[401],
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/v1/owner/logout',
  tags,
  security,
  responses: { 200: json(z.object({ success: z.boolean() }), 'Signed out'), 401: errors[401] },
});

async function describe(db: Db, owner: OwnerPrincipal) {
  const ids = Object.keys(owner.roles);
  const rows = ids.length
    ? await db.select({ id: sites.id, name: sites.name }).from(sites).where(inArray(sites.id, ids))
    : [];
  return {
    email: owner.email,
    sites: rows
      .map((row) => ({ id: row.id, name: row.name, role: owner.roles[row.id]! }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function registerOwnerSessionRoutes(app: App) {
  app.openapi(sendRoute, async (c) => {
    const { email } = c.req.valid('json');
    const { db, config, mailer } = c.var.deps;
    await checkSendLimits(db, config.otpSendLimits, email, clientIp(c));
    const { code, expiresAt } = await issueCode(
      db,
      config.secretKey,
      ownerCodeSubject(email),
      clientIp(c),
    );
    await mailer.send({
      to: email,
      subject: `Your studio sign-in code: ${code}`,
      text: `Your code to sign in to the studio is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
      code,
    });
    return c.json({ success: true, expires_at: expiresAt.toISOString() }, 200);
  });

  app.openapi(verifyRoute, async (c) => {
    const { email, code } = c.req.valid('json');
    const { db, config } = c.var.deps;
    const outcome = await verifyCode(
      db,
      config.secretKey,
      ownerCodeSubject(email),
      code,
      clientIp(c),
    );
    if (!outcome.ok)
      return c.json(
        { success: false, error: outcome.error, attempts_left: outcome.attemptsLeft },
        400,
      );
    const { token, expiresAt } = await startOwnerSession(c, email);
    const owner = (await loadOwner(db, token))!;
    return c.json(
      out(ownerSignedIn, {
        ...(await describe(db, owner)),
        token,
        expires_at: expiresAt.toISOString(),
      }),
      200,
    );
  });

  app.openapi(sessionRoute, async (c) => {
    const owner = c.var.owner;
    if (!owner) return c.body(null, 204);
    return c.json(out(ownerSession, await describe(c.var.deps.db, owner)), 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await endOwnerSession(c);
    return c.json({ success: true }, 200);
  });
}
