import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  apiKey,
  apiKeyCreate,
  apiKeyCreated,
  invitationCreate,
  member,
  memberPatch,
  publicSite,
  site,
  siteCreate,
  sitePatch,
} from '../../src/schema/entities/owner';
import { memberSites, requireRoleSomewhere, requireSiteRole } from '../auth/canManage';
import type { App } from '../context';
import { ApiError, badRequest } from '../errors';
import {
  addMember,
  changeRole,
  findMember,
  listMembers,
  removeMember,
  type MemberRow,
} from '../services/members';
import { createSite, getSite, listSites, patchSite } from '../services/sites';
import { createSiteKey, listSiteKeys, revokeSiteKey, toApiKey } from '../services/siteKeys';
import { errors, json, out, security } from './openapi';

const siteParam = z.object({ id: z.string().min(1).max(100) });
const memberParam = siteParam.extend({ member_id: z.string().min(1).max(100) });
const keyParam = siteParam.extend({ key_id: z.string().min(1).max(100) });
const refusals = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const memberList = z.object({ data: z.array(member) });

function toMember(row: MemberRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    accepted: row.acceptedAt !== null,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
  };
}

const route = <T extends Parameters<typeof createRoute>[0]>(definition: T) =>
  createRoute(definition);

const listSitesRoute = route({
  method: 'get',
  path: '/v1/sites',
  tags: ['Sites'],
  security,
  description:
    'The sites the signed-in owner (or a site key) has a role on; every site for the secret key.',
  responses: { 200: json(z.object({ data: z.array(site) }), 'Sites'), 401: errors[401] },
});
const createSiteRoute = route({
  method: 'post',
  path: '/v1/sites',
  tags: ['Sites'],
  security,
  description:
    'Owners of a site (or the operator). A new site: `name` and its `domains` (at least one host name; a domain another site answers on is a 409), optionally `public_url`, `default_locale` and `brand`. The signed-in creator becomes its owner; the secret key without a sign-in names the owner in `owner_email`.',
  request: body(siteCreate),
  responses: { 201: json(site, 'The new site'), ...refusals, 409: errors[409] },
});
const getSiteRoute = route({
  method: 'get',
  path: '/v1/sites/{id}',
  tags: ['Sites'],
  security,
  description: 'Any member. The site: name, public URL, domains, default locale and brand.',
  request: { params: siteParam },
  responses: { 200: json(site, 'The site'), ...refusals },
});
const patchSiteRoute = route({
  method: 'patch',
  path: '/v1/sites/{id}',
  tags: ['Sites'],
  security,
  description:
    'Owners. Changes the fields sent; `domains` replaces the set (a domain another site answers on is a 409). Logos are upload URLs (POST /v1/uploads).',
  request: { params: siteParam, ...body(sitePatch) },
  responses: { 200: json(site, 'The site'), ...refusals, 409: errors[409] },
});
const membersRoute = route({
  method: 'get',
  path: '/v1/sites/{id}/members',
  tags: ['People'],
  security,
  description: 'Any member. The site’s people, invitations included (accepted: false).',
  request: { params: siteParam },
  responses: { 200: json(memberList, 'Members'), ...refusals },
});
const invitationsRoute = route({
  method: 'get',
  path: '/v1/sites/{id}/invitations',
  tags: ['People'],
  security,
  description: 'Owners. The invitations not yet taken up (the invited person has not signed in).',
  request: { params: siteParam },
  responses: { 200: json(memberList, 'Invitations'), ...refusals },
});
const inviteRoute = route({
  method: 'post',
  path: '/v1/sites/{id}/invitations',
  tags: ['People'],
  security,
  description:
    'Owners. Invites an e-mail with a role (default editor): the role holds at once, and the person is e-mailed a link to the studio, where they sign in with a code. Someone already a member is a 409.',
  request: { params: siteParam, ...body(invitationCreate) },
  responses: { 201: json(member, 'The invitation'), ...refusals, 409: errors[409] },
});
const cancelInvitationRoute = route({
  method: 'delete',
  path: '/v1/sites/{id}/invitations/{member_id}',
  tags: ['People'],
  security,
  description: 'Owners. Withdraws an invitation not yet taken up.',
  request: { params: memberParam },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Withdrawn'),
    ...refusals,
    409: errors[409],
  },
});
const patchMemberRoute = route({
  method: 'patch',
  path: '/v1/sites/{id}/members/{member_id}',
  tags: ['People'],
  security,
  description:
    'Owners. Changes a member’s role. The last owner who has signed in cannot be made editor or viewer (409), even by two owners at once.',
  request: { params: memberParam, ...body(memberPatch) },
  responses: { 200: json(member, 'The member'), ...refusals, 409: errors[409] },
});
const removeMemberRoute = route({
  method: 'delete',
  path: '/v1/sites/{id}/members/{member_id}',
  tags: ['People'],
  security,
  description:
    'Owners. Removes a member (or an invitation); never the last owner who has signed in (409).',
  request: { params: memberParam },
  responses: {
    200: json(z.object({ success: z.boolean() }), 'Removed'),
    ...refusals,
    409: errors[409],
  },
});
const keysRoute = route({
  method: 'get',
  path: '/v1/sites/{id}/keys',
  tags: ['API keys'],
  security,
  description: 'Owners. The site’s API keys (never the keys themselves), revoked ones included.',
  request: { params: siteParam },
  responses: { 200: json(z.object({ data: z.array(apiKey) }), 'Keys'), ...refusals },
});
const createKeyRoute = route({
  method: 'post',
  path: '/v1/sites/{id}/keys',
  tags: ['API keys'],
  security,
  description:
    'Owners. A new key for this site, returned once in `key` and stored as its sha256. Publishable: what the environment’s publishable key may do. Secret: also an editor’s writes, on this site only.',
  request: { params: siteParam, ...body(apiKeyCreate) },
  responses: { 201: json(apiKeyCreated, 'The key, shown this once'), ...refusals },
});
const revokeKeyRoute = route({
  method: 'delete',
  path: '/v1/sites/{id}/keys/{key_id}',
  tags: ['API keys'],
  security,
  description: 'Owners. Revokes a key: it stops working at once and stays listed as revoked.',
  request: { params: keyParam },
  responses: { 200: json(apiKey, 'The revoked key'), ...refusals },
});

/** The studio's invitation e-mail: the link is built from PUBLIC_URL, never the request. */
function invitationText(publicUrl: string, siteName: string, role: string, from: string) {
  const as = role === 'viewer' ? 'a viewer' : `an ${role}`;
  return `${from} invited you to ${siteName} on Vitrine as ${as}.\n\nOpen ${publicUrl}/studio and sign in with this e-mail address: you will be sent a code.`;
}

const currentSiteRoute = route({
  method: 'get',
  path: '/v1/site',
  tags: ['Sites'],
  security,
  description:
    'Any key. The name, default locale and brand of the site the request’s host belongs to (visitor pages show the logo); 404 on a host no site answers on.',
  responses: { 200: json(publicSite, 'The site'), 401: errors[401], 404: errors[404] },
});

export function registerSiteRoutes(app: App) {
  app.openapi(currentSiteRoute, async (c) => {
    const host = c.var.site;
    if (!host) throw new ApiError(404, 'No site answers on this address');
    const { name, default_locale, brand } = await getSite(c.var.deps.db, host.id);
    return c.json(out(publicSite, { name, default_locale, brand }), 200);
  });

  app.openapi(listSitesRoute, async (c) => {
    return c.json({ data: await listSites(c.var.deps.db, memberSites(c)) }, 200);
  });

  app.openapi(createSiteRoute, async (c) => {
    requireRoleSomewhere(c, 'owner', 'create sites');
    const input = c.req.valid('json');
    const operator = c.var.role === 'secret';
    if (input.owner_email !== undefined && !operator)
      throw badRequest(
        'owner_email: the site’s creator becomes its owner; invite others once it exists',
      );
    const ownerEmail = input.owner_email ?? c.var.owner?.email;
    if (!ownerEmail)
      throw badRequest(
        'owner_email: the secret key has no account, so name the new site’s first owner',
      );
    const { db, cache } = c.var.deps;
    const created = await createSite(db, input, ownerEmail);
    // A second site ends "one site answers on every host": cached pages and hosts are read again.
    cache.clear({ sites: true });
    return c.json(out(site, created), 201);
  });

  app.openapi(getSiteRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'viewer', 'see this site');
    return c.json(out(site, await getSite(c.var.deps.db, id)), 200);
  });

  app.openapi(patchSiteRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'change the site and its brand');
    const { db, cache } = c.var.deps;
    const updated = await patchSite(db, id, c.req.valid('json'));
    // Its domains and embedding origins may have changed: hosts are looked up again.
    cache.clear({ sites: true });
    return c.json(out(site, updated), 200);
  });

  app.openapi(membersRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'viewer', 'see the site’s people');
    const rows = await listMembers(c.var.deps.db, id);
    return c.json(out(memberList, { data: rows.map(toMember) }), 200);
  });

  app.openapi(invitationsRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'see invitations');
    const rows = await listMembers(c.var.deps.db, id);
    const pending = rows.filter((r) => r.acceptedAt === null);
    return c.json(out(memberList, { data: pending.map(toMember) }), 200);
  });

  app.openapi(inviteRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'invite people');
    const { email, role } = c.req.valid('json');
    const { db, config, mailer } = c.var.deps;
    const target = await getSite(db, id);
    const from = c.var.owner?.email ?? null;
    const row = await addMember(db, { siteId: id, email, role, invitedBy: from });
    await mailer.send({
      to: email,
      subject: `You are invited to ${target.name} on Vitrine`,
      text: invitationText(config.publicUrl, target.name, role, from ?? 'The site’s operator'),
    });
    return c.json(out(member, toMember(row)), 201);
  });

  app.openapi(cancelInvitationRoute, async (c) => {
    const { id, member_id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'withdraw invitations');
    const { db } = c.var.deps;
    const row = await findMember(db, id, member_id);
    if (!row || row.acceptedAt !== null)
      throw new ApiError(
        404,
        `Invitation "${member_id}" not found (a member who signed in is removed under members)`,
      );
    await removeMember(db, id, member_id);
    return c.json({ success: true }, 200);
  });

  app.openapi(patchMemberRoute, async (c) => {
    const { id, member_id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'change roles');
    const row = await changeRole(c.var.deps.db, id, member_id, c.req.valid('json').role);
    return c.json(out(member, toMember(row)), 200);
  });

  app.openapi(removeMemberRoute, async (c) => {
    const { id, member_id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'remove people');
    await removeMember(c.var.deps.db, id, member_id);
    return c.json({ success: true }, 200);
  });

  app.openapi(keysRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'see API keys');
    const rows = await listSiteKeys(c.var.deps.db, id);
    return c.json({ data: rows.map(toApiKey) }, 200);
  });

  app.openapi(createKeyRoute, async (c) => {
    const { id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'create API keys');
    const { name, scope } = c.req.valid('json');
    const { db } = c.var.deps;
    await getSite(db, id);
    const { row, key } = await createSiteKey(db, {
      siteId: id,
      name,
      scope,
      createdBy: c.var.owner?.email ?? null,
    });
    return c.json(out(apiKeyCreated, { ...toApiKey(row), key }), 201);
  });

  app.openapi(revokeKeyRoute, async (c) => {
    const { id, key_id } = c.req.valid('param');
    requireSiteRole(c, id, 'owner', 'revoke API keys');
    const row = await revokeSiteKey(c.var.deps.db, id, key_id);
    return c.json(out(apiKey, toApiKey(row)), 200);
  });
}
