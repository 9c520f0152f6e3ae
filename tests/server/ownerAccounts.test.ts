// @vitest-environment node
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { apiKeys, ownerSessions } from '../../server/db/schema';
import { DEMO } from '../../server/seed';
import { addSite, ownerSignIn } from './support/owner';
import { rawRequest } from './support/rawRequest';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

/** How a caller is known: the key it sends, and an owner session as a bearer. */
interface Caller {
  key: string;
  bearer?: string;
}

async function send(who: Caller, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': who.key };
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let body: { message?: string; [key: string]: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text };
  }
  return { status: res.status, body };
}

const operator: Caller = { key: SK };
const callers: Record<string, Caller> = {};
const site = `/v1/sites/${DEMO.siteId}`;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
  callers.owner = { key: PK, bearer: owner.token };
  await owner.client.sites.invite(DEMO.siteId, { email: 'editor@example.com', role: 'editor' });
  await owner.client.sites.invite(DEMO.siteId, { email: 'viewer@example.com', role: 'viewer' });
  callers.editor = { key: PK, bearer: (await ownerSignIn(server, 'editor@example.com')).token };
  callers.viewer = { key: PK, bearer: (await ownerSignIn(server, 'viewer@example.com')).token };
  callers['signed out'] = { key: PK };
  const publishable = await owner.client.sites.createKey(DEMO.siteId, {
    name: 'Shop front',
    scope: 'publishable',
  });
  callers['site publishable key'] = { key: publishable.key };
  const secret = await owner.client.sites.createKey(DEMO.siteId, { name: 'ERP', scope: 'secret' });
  callers['site secret key'] = { key: secret.key };
  await addSite(server, 'site_b', 'owner-b@example.com');
  callers["another site's owner"] = {
    key: PK,
    bearer: (await ownerSignIn(server, 'owner-b@example.com')).token,
  };
}, 120_000);
afterAll(() => server?.close());

/** Each route with the least role it needs on the demo site and a request that passes. */
const routes: {
  name: string;
  least: 'viewer' | 'editor' | 'owner';
  run: (who: Caller) => Promise<{ status: number; body: { message?: string } }>;
}[] = [
  { name: 'GET site', least: 'viewer', run: (who) => send(who, 'GET', site) },
  { name: 'GET members', least: 'viewer', run: (who) => send(who, 'GET', `${site}/members`) },
  {
    name: 'PATCH site',
    least: 'owner',
    run: (who) => send(who, 'PATCH', site, { name: 'Vitrine Demo' }),
  },
  {
    name: 'GET invitations',
    least: 'owner',
    run: (who) => send(who, 'GET', `${site}/invitations`),
  },
  {
    name: 'POST invitation',
    least: 'owner',
    run: (who) =>
      send(who, 'POST', `${site}/invitations`, {
        email: `${unique('invitee')}@example.com`,
        role: 'viewer',
      }),
  },
  {
    name: 'PATCH member role',
    least: 'owner',
    run: async (who) => {
      const made = await send(operator, 'POST', `${site}/invitations`, {
        email: `${unique('role')}@example.com`,
        role: 'viewer',
      });
      return send(who, 'PATCH', `${site}/members/${String(made.body.id)}`, { role: 'editor' });
    },
  },
  {
    name: 'DELETE member',
    least: 'owner',
    run: async (who) => {
      const made = await send(operator, 'POST', `${site}/invitations`, {
        email: `${unique('gone')}@example.com`,
      });
      return send(who, 'DELETE', `${site}/members/${String(made.body.id)}`);
    },
  },
  { name: 'GET keys', least: 'owner', run: (who) => send(who, 'GET', `${site}/keys`) },
  {
    name: 'POST key',
    least: 'owner',
    run: (who) => send(who, 'POST', `${site}/keys`, { name: 'k', scope: 'publishable' }),
  },
  {
    name: 'DELETE key',
    least: 'owner',
    run: async (who) => {
      const made = await send(operator, 'POST', `${site}/keys`, { name: 'k', scope: 'secret' });
      return send(who, 'DELETE', `${site}/keys/${String(made.body.id)}`);
    },
  },
  {
    name: 'POST collection',
    least: 'editor',
    run: (who) => send(who, 'POST', '/v1/collections', { name: 'Lamps', slug: unique('lamps') }),
  },
  {
    name: 'PATCH collection',
    least: 'editor',
    run: (who) => send(who, 'PATCH', '/v1/collections/demo', { name: 'Harbour Lamp' }),
  },
  {
    name: 'POST tokens',
    least: 'editor',
    run: (who) => send(who, 'POST', '/v1/collections/demo/tokens', { count: 1 }),
  },
  {
    name: 'GET tokens with tap codes',
    least: 'editor',
    run: (who) => send(who, 'GET', '/v1/collections/demo/tokens'),
  },
  {
    name: 'POST layout',
    least: 'editor',
    run: (who) => send(who, 'POST', '/v1/layouts', { name: 'L', collection_id: 'demo' }),
  },
  {
    name: 'POST publish layout',
    least: 'editor',
    run: (who) => send(who, 'POST', `/v1/layouts/${DEMO.layoutId}/publish`, {}),
  },
  {
    name: 'PUT collection layout',
    least: 'editor',
    run: (who) => send(who, 'PUT', '/v1/collections/demo', { layout_id: DEMO.layoutId }),
  },
];

/** What each caller is on the demo site. */
const rank: Record<string, number> = {
  owner: 3,
  editor: 2,
  'site secret key': 2,
  viewer: 1,
  'signed out': 0,
  'site publishable key': 0,
  "another site's owner": 0,
};
const least = { viewer: 1, editor: 2, owner: 3 } as const;

describe('every site route and every role', () => {
  for (const route of routes) {
    it(`${route.name}: allowed from ${route.least} up, a 403 with a reason below`, async () => {
      for (const [name, who] of Object.entries(callers)) {
        const res = await route.run(who);
        const allowed = rank[name]! >= least[route.least];
        if (allowed) {
          expect({ name, status: res.status, message: res.body.message }).toMatchObject({
            name,
            status: expect.toSatisfy((s: number) => s >= 200 && s < 300),
          });
        } else {
          expect({ name, status: res.status }).toEqual({ name, status: 403 });
          expect(res.body.message).toBeTruthy();
          if (name === 'viewer') expect(res.body.message).toMatch(/^Viewers cannot /);
          if (name === 'editor') expect(res.body.message).toMatch(/^Editors cannot /);
        }
      }
      // The environment's secret key keeps working.
      expect((await route.run(operator)).status).toBeLessThan(300);
    });
  }

  it('a viewer’s write names why: “Viewers cannot change collections”', async () => {
    const res = await send(callers.viewer!, 'PATCH', '/v1/collections/demo', { name: 'X' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Viewers cannot change collections/);
  });
});

describe('studio sign-in', () => {
  it('an e-mailed code signs in to the studio with its own httpOnly cookie, listing the owner’s sites', async () => {
    const { client, token } = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
    expect(token.length).toBeGreaterThan(40);
    const session = await client.owner.session();
    expect(session).toEqual({
      email: LOCAL_OWNER_EMAIL,
      sites: [{ id: DEMO.siteId, name: 'Vitrine Demo', role: 'owner' }],
    });
    // The session is stored by its hash only.
    const rows = await server.db.select().from(ownerSessions);
    expect(rows.some((r) => r.idHash === token)).toBe(false);
    expect(rows.some((r) => r.idHash === createHash('sha256').update(token).digest('hex'))).toBe(
      true,
    );
    await client.owner.signOut();
    expect(await client.owner.session()).toBeNull();
  });

  it('a visitor’s code does not sign in to the studio, and the visitor session is not an owner’s', async () => {
    const visitor = await server.signIn(LOCAL_OWNER_EMAIL);
    expect(await visitor.owner.session()).toBeNull();
    const code = await server.latestCode(LOCAL_OWNER_EMAIL);
    await visitor.access.sendOtp({ email: LOCAL_OWNER_EMAIL });
    const visitorCode = await server.latestCode(LOCAL_OWNER_EMAIL);
    const res = await send({ key: PK }, 'POST', '/v1/owner/otp/verify', {
      email: LOCAL_OWNER_EMAIL,
      code: visitorCode,
    });
    expect(res.status).toBe(400);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('an invitation is e-mailed with the studio link and becomes a membership at sign-in', async () => {
    const owner = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
    const invited = await owner.client.sites.invite(DEMO.siteId, {
      email: 'New.Person@Example.com',
      role: 'editor',
    });
    expect(invited).toMatchObject({
      email: 'new.person@example.com',
      role: 'editor',
      accepted: false,
    });
    const outbox = (await (
      await fetch(`${server.url}/dev/outbox.json?email=new.person@example.com`)
    ).json()) as { messages: { text: string }[] };
    expect(outbox.messages[0]?.text).toContain(`${server.config.publicUrl}/studio`);
    const pending = await owner.client.sites.invitations(DEMO.siteId);
    expect(pending.map((m) => m.email)).toContain('new.person@example.com');
    const person = await ownerSignIn(server, 'new.person@example.com');
    expect((await person.client.owner.session())?.sites).toEqual([
      { id: DEMO.siteId, name: 'Vitrine Demo', role: 'editor' },
    ]);
    const members = await owner.client.sites.members(DEMO.siteId);
    expect(members.find((m) => m.email === 'new.person@example.com')?.accepted).toBe(true);
    const again = await send(callers.owner!, 'POST', `${site}/invitations`, {
      email: 'new.person@example.com',
    });
    expect(again.status).toBe(409);
  });
});

describe('the last owner', () => {
  it('the only owner who has signed in cannot be demoted or removed (409 with the reason)', async () => {
    await addSite(server, 'site_solo', 'solo@example.com');
    const solo = await ownerSignIn(server, 'solo@example.com');
    const [me] = await solo.client.sites.members('site_solo');
    const who = { key: PK, bearer: solo.token };
    const demote = await send(who, 'PATCH', `/v1/sites/site_solo/members/${me!.id}`, {
      role: 'editor',
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/at least one owner/);
    const remove = await send(who, 'DELETE', `/v1/sites/site_solo/members/${me!.id}`);
    expect(remove.status).toBe(409);
    expect((await solo.client.sites.members('site_solo'))[0]?.role).toBe('owner');
  });

  it('two owners demoting each other at the same moment: one wins, the site keeps an owner', async () => {
    for (let round = 0; round < 4; round++) {
      const siteId = `site_race_${round}`;
      await addSite(server, siteId, `first-${round}@example.com`);
      await addSite(server, siteId, `second-${round}@example.com`);
      const members = await send(operator, 'GET', `/v1/sites/${siteId}/members`);
      const [a, b] = (members.body.data as { id: string }[]).map((m) => m.id);
      const results = await Promise.all([
        send(operator, 'PATCH', `/v1/sites/${siteId}/members/${a}`, { role: 'viewer' }),
        send(operator, 'DELETE', `/v1/sites/${siteId}/members/${b}`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await send(operator, 'GET', `/v1/sites/${siteId}/members`);
      const owners = (after.body.data as { role: string }[]).filter((m) => m.role === 'owner');
      expect(owners).toHaveLength(1);
    }
  });
});

describe('API keys', () => {
  it('a key is shown once, stored as its sha256, works for its site, notes its last use, and stops when revoked', async () => {
    const owner = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
    const created = await owner.client.sites.createKey(DEMO.siteId, {
      name: 'Warehouse',
      scope: 'secret',
    });
    expect(created.key).toMatch(/^vk_sec_[A-Za-z0-9_-]{43}$/);
    const listed = await owner.client.sites.keys(DEMO.siteId);
    const entry = listed.find((k) => k.id === created.id)!;
    expect(entry).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(entry.last_used_at).toBeNull();
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const withKey = { key: created.key };
    expect((await send(withKey, 'GET', '/v1/collections/demo/tokens')).status).toBe(200);
    // Another site's collections are out of its reach.
    const other = await send(operator, 'POST', '/v1/collections', {
      name: 'B',
      slug: 'b-only',
      site_id: 'site_b',
    });
    expect(other.status).toBe(201);
    expect((await send(withKey, 'PATCH', '/v1/collections/b-only', { name: 'Mine' })).status).toBe(
      403,
    );
    const used = (await owner.client.sites.keys(DEMO.siteId)).find((k) => k.id === created.id)!;
    expect(used.last_used_at).not.toBeNull();

    const revoked = await owner.client.sites.revokeKey(DEMO.siteId, created.id);
    expect(revoked.revoked_at).not.toBeNull();
    const refused = await send(withKey, 'GET', '/v1/collections/demo/tokens');
    expect(refused.status).toBe(401);
  });

  it('a key without a name is a 400 naming the field once: “name: give the key a name…”', async () => {
    const res = await send(callers.owner!, 'POST', `${site}/keys`, { name: '  ', scope: 'secret' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: give the key a name, after what uses it');
  });

  it('an invitation to a malformed e-mail is a 400 naming the field once', async () => {
    const res = await send(callers.owner!, 'POST', `${site}/invitations`, {
      email: 'bad@',
      role: 'editor',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email: give an e-mail address');
  });
});

describe('one site’s owner and another site', () => {
  it('site B’s owner sees and changes nothing of site A', async () => {
    const b = callers["another site's owner"]!;
    const attempts: [string, string, unknown?][] = [
      ['GET', site],
      ['PATCH', site, { name: 'Mine' }],
      ['GET', `${site}/members`],
      ['GET', `${site}/keys`],
      ['POST', `${site}/invitations`, { email: 'x@example.com' }],
      ['PATCH', '/v1/collections/demo', { name: 'Mine' }],
      ['POST', '/v1/collections/demo/archive'],
      ['GET', '/v1/collections/demo/tokens'],
      ['GET', '/v1/collections/demo/tap-urls.csv'],
      ['POST', `/v1/layouts/${DEMO.layoutId}/publish`, {}],
      ['GET', `/v1/layouts/${DEMO.layoutId}/versions`],
      ['POST', '/v1/collections', { name: 'Sneaky', slug: 'sneaky', site_id: DEMO.siteId }],
    ];
    for (const [method, path, json] of attempts) {
      const res = await send(b, method, path, json);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }
    const sites = await send(b, 'GET', '/v1/sites');
    expect((sites.body.data as { id: string }[]).map((s) => s.id)).toEqual(['site_b']);
    // …and what is theirs, they may change.
    expect((await send(b, 'PATCH', '/v1/sites/site_b', { name: 'B shop' })).status).toBe(200);
  });
});

describe('creating a site', () => {
  const newSite = (domains: string[], extra: Record<string, unknown> = {}) => ({
    name: 'Lamp Shop',
    domains,
    ...extra,
  });

  it('an owner creates a site and becomes its owner; its host serves it', async () => {
    const owner = callers.owner!;
    const made = await send(
      owner,
      'POST',
      '/v1/sites',
      newSite(['lamps.example', 'WWW.Lamps.Example'], { default_locale: 'fr' }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Lamp Shop',
      domains: ['lamps.example', 'www.lamps.example'],
      default_locale: 'fr',
    });
    const id = String(made.body.id);
    const members = await send(owner, 'GET', `/v1/sites/${id}/members`);
    expect(members.body.data).toEqual([
      expect.objectContaining({ email: LOCAL_OWNER_EMAIL, role: 'owner', accepted: true }),
    ]);
    const session = await send(owner, 'GET', '/v1/owner/session');
    expect(session.body.sites).toContainEqual({ id, name: 'Lamp Shop', role: 'owner' });
    expect((await send(owner, 'PATCH', `/v1/sites/${id}`, { name: 'Lamps' })).status).toBe(200);
    // The demo site's editor has no role there.
    expect((await send(callers.editor!, 'GET', `/v1/sites/${id}`)).status).toBe(403);
    const here = await rawRequest(`${server.url}/v1/site`, {
      headers: { host: 'www.lamps.example', 'x-api-key': PK },
    });
    expect(JSON.parse(here.text)).toMatchObject({ name: 'Lamps', default_locale: 'fr' });
  });

  it('only owners create sites: editors, viewers, keys and signed-out callers get a 403 with the reason', async () => {
    for (const name of [
      'editor',
      'viewer',
      'signed out',
      'site secret key',
      'site publishable key',
    ]) {
      const res = await send(
        callers[name]!,
        'POST',
        '/v1/sites',
        newSite([`${unique('no')}.example`]),
      );
      expect({ name, status: res.status }).toEqual({ name, status: 403 });
      expect(res.body.message).toMatch(/create sites/);
    }
    const asEditor = await send(callers.editor!, 'POST', '/v1/sites', newSite(['e.example']));
    expect(asEditor.body.message).toMatch(/^Editors cannot create sites/);
    // The creator is the owner: an owner cannot make the site for someone else…
    const forOther = await send(
      callers.owner!,
      'POST',
      '/v1/sites',
      newSite(['other.example'], { owner_email: 'someone@example.com' }),
    );
    expect(forOther.status).toBe(400);
    expect(forOther.body.message).toMatch(/^owner_email: /);
    // …the operator, who has no account, must.
    const anonymous = await send(operator, 'POST', '/v1/sites', newSite(['op.example']));
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toMatch(/^owner_email: /);
    const named = await send(
      operator,
      'POST',
      '/v1/sites',
      newSite(['op.example'], { owner_email: 'New.Owner@Example.com' }),
    );
    expect(named.status).toBe(201);
    const members = await send(operator, 'GET', `/v1/sites/${String(named.body.id)}/members`);
    expect(members.body.data).toEqual([
      expect.objectContaining({ email: 'new.owner@example.com', role: 'owner' }),
    ]);
  });

  it('a site needs a name and valid host names (400 naming the field)', async () => {
    const owner = callers.owner!;
    const cases: [unknown, RegExp][] = [
      [{ name: 'No hosts', domains: [] }, /^domains: give at least one host name/],
      [{ name: 'No hosts' }, /^domains: /],
      [newSite(['https://shop.example/x']), /^domains\.0: a domain is a host name/],
      [newSite(['shop.example:8080']), /^domains\.0: /],
      [{ name: ' ', domains: ['blank.example'] }, /^name: give the site a name$/],
      [
        newSite(['ok.example'], { public_url: 'shop.example' }),
        /^public_url: scheme and host only, like https:\/\/shop\.example$/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send(owner, 'POST', '/v1/sites', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('a host another site answers on is a 409 naming it, and nothing is created', async () => {
    const owner = callers.owner!;
    const before = (await send(operator, 'GET', '/v1/sites')).body.data as unknown[];
    const taken = await send(
      owner,
      'POST',
      '/v1/sites',
      newSite(['fresh.example', 'lamps.example']),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('domains: lamps.example belongs to another site');
    // The seeded site's primary domain (SITE_DOMAIN) is taken as well.
    const primary = await send(owner, 'POST', '/v1/sites', newSite([server.config.siteDomain]));
    expect(primary.status).toBe(409);
    expect(primary.body.message).toBe(
      `domains: ${server.config.siteDomain} belongs to another site`,
    );
    expect((await send(operator, 'GET', '/v1/sites')).body.data).toHaveLength(before.length);
    // A host that is free is still free after the refusals.
    expect((await send(owner, 'POST', '/v1/sites', newSite(['fresh.example']))).status).toBe(201);
  });

  it('two sites claiming the same host at the same moment: one is created, the other is a 409', async () => {
    const owner = callers.owner!;
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        send(owner, 'POST', '/v1/sites', { name: `Race ${n}`, domains: ['race.example'] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.message).toMatch(/^domains: /);
  });
});
