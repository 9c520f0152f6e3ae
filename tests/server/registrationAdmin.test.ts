// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { DEMO } from '../../server/seed';
import { addSite, ownerSignIn } from './support/owner';
import { registerDemoToken, signInByEmailCode, type VisitorFetch } from './support/signIn';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

/** How a caller is known: the key it sends, and an owner session as a bearer. */
interface Caller {
  key: string;
  bearer?: string;
}
const callers: Record<string, Caller> = { operator: { key: SK }, 'signed out': { key: PK } };

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
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { text };
  }
  return { status: res.status, body, text, headers: res.headers };
}

interface Row {
  id: number;
  token_id: string;
  owner_email: string | null;
  method: string;
  consents: Record<string, boolean>;
  fields: Record<string, string>;
}
const list = async (query = '', who = callers.owner!) => {
  const res = await send(who, 'GET', `/v1/collections/${DEMO.collectionId}/registrations${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as {
    data: Row[];
    pagination: { total_count: number; next: string | null };
  };
};

async function outbox(email: string) {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

const visitors: Record<string, VisitorFetch> = {};
async function register(email: string, n: number) {
  visitors[email] ??= await signInByEmailCode(server.url, email);
  await registerDemoToken(server.url, visitors[email], email, DEMO.shortUrl(n));
}
const rowId = async (tokenId: string) =>
  (await list(`?q=${tokenId}`)).data.find((r) => r.token_id === tokenId)!.id;

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  const owner = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
  callers.owner = { key: PK, bearer: owner.token };
  await owner.client.sites.invite(DEMO.siteId, { email: 'editor@example.com', role: 'editor' });
  await owner.client.sites.invite(DEMO.siteId, { email: 'viewer@example.com', role: 'viewer' });
  callers.editor = { key: PK, bearer: (await ownerSignIn(server, 'editor@example.com')).token };
  callers.viewer = { key: PK, bearer: (await ownerSignIn(server, 'viewer@example.com')).token };
  await addSite(server, 'site_b', 'owner-b@example.com');
  callers["another site's owner"] = {
    key: PK,
    bearer: (await ownerSignIn(server, 'owner-b@example.com')).token,
  };
  await register('ada@example.com', 2);
  await register('grace@example.com', 10);
  await register('alan@example.org', 3);
}, 120_000);
afterAll(() => server?.close());

describe('registrations: who may see and change them', () => {
  it('owners, editors and the operator read the list; viewers, visitors and other sites are refused with the reason', async () => {
    for (const name of ['owner', 'editor', 'operator'])
      expect((await list('', callers[name])).pagination.total_count, name).toBe(3);
    const path = `/v1/collections/${DEMO.collectionId}/registrations`;
    const viewer = await send(callers.viewer!, 'GET', path);
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toMatch(/^Viewers cannot read registrations/);
    expect((await send(callers['signed out']!, 'GET', path)).status).toBe(403);
    const stranger = await send(callers["another site's owner"]!, 'GET', path);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toMatch(/not a member of this site/);
  });

  it('transfer, revoke and the history are refused to viewers and to another site’s owner, and change nothing', async () => {
    const id = await rowId('2');
    for (const name of ['viewer', "another site's owner", 'signed out']) {
      const who = callers[name]!;
      expect((await send(who, 'GET', `/v1/registrations/${id}`)).status, name).toBe(403);
      expect(
        (await send(who, 'POST', `/v1/registrations/${id}/transfer`, { email: 'x@example.com' }))
          .status,
        name,
      ).toBe(403);
      expect((await send(who, 'POST', `/v1/registrations/${id}/revoke`)).status, name).toBe(403);
    }
    expect((await list('?q=2')).data[0]?.owner_email).toBe('ada@example.com');
  });

  it('bad input is a 4xx with the reason: an unknown token, a bad e-mail, a token that is not registered', async () => {
    const owner = callers.owner!;
    expect((await send(owner, 'GET', '/v1/registrations/999999')).status).toBe(404);
    expect((await send(owner, 'GET', '/v1/registrations/abc')).status).toBe(400);
    const id = await rowId('2');
    const bad = await send(owner, 'POST', `/v1/registrations/${id}/transfer`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/email/);
    const sameOwner = await send(owner, 'POST', `/v1/registrations/${id}/transfer`, {
      email: 'ada@example.com',
    });
    expect(sameOwner.status).toBe(400);
    const tokens = await send(owner, 'GET', `/v1/collections/${DEMO.collectionId}/tokens?limit=20`);
    const unregistered = (tokens.body.data as { id: number; token_id: string }[]).find(
      (t) => t.token_id === '12',
    )!;
    const revoke = await send(owner, 'POST', `/v1/registrations/${unregistered.id}/revoke`);
    expect(revoke.status).toBe(409);
    expect(revoke.body.message).toBe('Token 12 is not registered: there is nothing to revoke');
  });
});

describe('registrations: the list the brand reads', () => {
  it('shows the full e-mail, the method, the consents by id and the registration fields', async () => {
    const row = (await list('?q=ada')).data[0]!;
    expect(row).toMatchObject({
      token_id: '2',
      owner_email: 'ada@example.com',
      method: 'email',
      consents: { terms: true, marketing: false },
      fields: { firstName: 'Ada', lastName: 'Lovelace' },
    });
  });

  it('searches by token number or part of the owner, sorts numbers in number order, pages with links', async () => {
    expect((await list('?q=10')).data.map((r) => r.token_id)).toEqual(['10']);
    expect((await list('?q=example.com')).data.map((r) => r.token_id).sort()).toEqual(['10', '2']);
    expect((await list('?q=nobody')).data).toEqual([]);
    expect((await list('?sort=token_id&order=asc')).data.map((r) => r.token_id)).toEqual([
      '2',
      '3',
      '10',
    ]);
    expect((await list('?sort=owner&order=asc')).data.map((r) => r.owner_email)).toEqual([
      'ada@example.com',
      'alan@example.org',
      'grace@example.com',
    ]);
    const first = await list('?limit=2&sort=token_id&order=asc');
    expect(first.data.map((r) => r.token_id)).toEqual(['2', '3']);
    expect(first.pagination.next).toContain('offset=2');
    const second = await send(callers.owner!, 'GET', first.pagination.next!);
    expect((second.body.data as Row[]).map((r) => r.token_id)).toEqual(['10']);
    expect(
      (
        await send(
          callers.owner!,
          'GET',
          `/v1/collections/${DEMO.collectionId}/registrations?limit=0`,
        )
      ).status,
    ).toBe(400);
  });

  it('exports CSV with the consents as yes/no columns headed by their labels', async () => {
    const res = await send(
      callers.owner!,
      'GET',
      `/v1/collections/${DEMO.collectionId}/registrations?format=csv&sort=token_id&order=asc`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const parsed = Papa.parse<Record<string, string>>(res.text.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([
      'token_id',
      'owner_email',
      'owner_address',
      'method',
      'registered_at',
      'I agree to the registration terms',
      'Send me news about new runs',
      'firstName',
      'lastName',
    ]);
    expect(parsed.data.map((r) => r.token_id)).toEqual(['2', '3', '10']);
    expect(parsed.data[0]).toMatchObject({
      owner_email: 'ada@example.com',
      'I agree to the registration terms': 'yes',
      'Send me news about new runs': 'no',
    });
  });
});

describe('registrations: transfer and revoke', () => {
  it('a transfer waits for the new owner’s link, then the token is theirs and the old owner is told; the history says who and when', async () => {
    const id = await rowId('10');
    const started = await send(callers.editor!, 'POST', `/v1/registrations/${id}/transfer`, {
      email: 'Heir@Example.com',
    });
    expect(started.status, started.text).toBe(200);
    expect(started.body.pending_transfer).toMatchObject({ to_email: 'heir@example.com' });
    expect((await list('?q=10')).data[0]?.owner_email).toBe('grace@example.com');

    const mail = (await outbox('heir@example.com')).find((m) =>
      m.subject.includes('transferred to you'),
    );
    const link = /https?:\/\/\S+transfers\/confirm\?code=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const confirm = await fetch(`${server.url}${new URL(link!).pathname}${new URL(link!).search}`, {
      redirect: 'manual',
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/c/demo/10');
    expect((await list('?q=10')).data[0]).toMatchObject({
      owner_email: 'heir@example.com',
      consents: { terms: false, marketing: false },
      fields: {},
    });
    expect((await outbox('grace@example.com')).map((m) => m.subject)).toContain(
      'Your product was transferred',
    );
    const again = await fetch(`${server.url}${new URL(link!).pathname}${new URL(link!).search}`, {
      redirect: 'manual',
    });
    expect(again.status).toBe(410);

    const history = await send(callers.owner!, 'GET', `/v1/registrations/${id}`);
    expect(history.body.pending_transfer).toBeNull();
    expect(history.body.actions).toEqual([
      expect.objectContaining({
        action: 'transferred',
        actor: 'editor@example.com',
        from_owner: 'grace@example.com',
        to_email: 'heir@example.com',
      }),
      expect.objectContaining({ action: 'transfer_requested', actor: 'editor@example.com' }),
    ]);
  });

  it('a revoked token can be registered again; its posts stay, marked as from a previous owner', async () => {
    const form = new FormData();
    form.set('collection_slug', 'demo');
    form.set('token_id', '3');
    form.set('title', 'My lamp at home');
    const posted = await visitors['alan@example.org']!(`${server.url}/v1/activities`, {
      method: 'POST',
      body: form,
      headers: { 'x-api-key': PK },
    });
    expect(posted.status).toBe(201);

    const id = await rowId('3');
    const revoked = await send(callers.owner!, 'POST', `/v1/registrations/${id}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.registration).toBeNull();
    expect(revoked.body.actions).toEqual([
      expect.objectContaining({
        action: 'revoked',
        actor: LOCAL_OWNER_EMAIL,
        from_owner: 'alan@example.org',
      }),
    ]);
    expect((await list('?q=3')).data).toEqual([]);
    const feed = await fetch(`${server.url}/v1/activities?collection_slug=demo&token_id=3`, {
      headers: { 'x-api-key': PK },
    });
    const posts = (
      (await feed.json()) as { data: { title: string; from_previous_owner: boolean }[] }
    ).data;
    expect(posts).toEqual([
      expect.objectContaining({ title: 'My lamp at home', from_previous_owner: true }),
    ]);

    await register('next@example.com', 3);
    expect((await list('?q=3')).data[0]?.owner_email).toBe('next@example.com');
  });

  it('two revocations at once: one revokes, the other is told there is nothing to revoke', async () => {
    await register('twice@example.com', 5);
    const id = await rowId('5');
    const results = await Promise.all([
      send(callers.owner!, 'POST', `/v1/registrations/${id}/revoke`),
      send(callers.editor!, 'POST', `/v1/registrations/${id}/revoke`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await send(callers.owner!, 'GET', `/v1/registrations/${id}`);
    expect((history.body.actions as unknown[]).length).toBe(1);
  });
});
