// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { addSite, ownerSignIn } from './support/owner';
import { registerDemoToken, signInByEmailCode, type VisitorFetch } from './support/signIn';
import { cookieFetch, PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let author: VisitorFetch;
const AUTHOR = 'author@example.com';

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  author = await signInByEmailCode(server.url, AUTHOR);
  await registerDemoToken(server.url, author, AUTHOR, 'demo-4');
}, 120_000);
afterAll(() => server?.close());

interface Post {
  id: string;
  title: string | null;
  status: string | null;
  hidden_at?: string | null;
  report_count?: number;
}

async function post(title: string): Promise<Post> {
  const form = new FormData();
  form.set('collection_slug', 'demo');
  form.set('token_id', '4');
  form.set('title', title);
  const res = await author(`${server.url}/v1/activities`, {
    method: 'POST',
    body: form,
    headers: { 'x-api-key': PK },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Post;
}

async function feed(visitor: typeof fetch = fetch): Promise<string[]> {
  const res = await visitor(`${server.url}/v1/activities?collection_slug=demo&token_id=4`, {
    headers: { 'x-api-key': PK },
  });
  const body = (await res.json()) as { data: Post[] };
  return body.data.map((p) => p.title ?? '');
}

async function owner(path: string, method = 'POST', key = SK): Promise<Response> {
  return fetch(`${server.url}${path}`, { method, headers: { 'x-api-key': key } });
}

async function queue(query = ''): Promise<Post[]> {
  const res = await owner(`/v1/collections/col_demo/activities${query}`, 'GET');
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Post[] }).data;
}

async function outbox(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

describe('feed moderation: the brand keeps its feeds clean', () => {
  it('hiding a post takes it off the visitors’ feed and tells its author; unhiding brings it back', async () => {
    const hidden = await post('Hide me');
    expect(await feed()).toContain('Hide me');
    const res = await owner(`/v1/activities/${hidden.id}/hide`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Post).hidden_at).toEqual(expect.any(String));
    expect(await feed()).not.toContain('Hide me');
    expect(await feed(author)).not.toContain('Hide me');
    expect((await outbox(AUTHOR)).some((m) => m.subject === 'Your post was hidden')).toBe(true);
    expect((await queue('?hidden=true')).map((p) => p.title)).toContain('Hide me');

    await owner(`/v1/activities/${hidden.id}/unhide`);
    expect(await feed()).toContain('Hide me');
  });

  it('a visitor’s report counts once; reported posts are flagged with their count', async () => {
    const reported = await post('Report me');
    const reporter = cookieFetch();
    for (let i = 0; i < 3; i++) {
      const res = await reporter(`${server.url}/v1/activities/${reported.id}/report`, {
        method: 'POST',
        headers: { 'x-api-key': PK, 'user-agent': 'Reporter browser' },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { counted: boolean }).counted).toBe(i === 0);
    }
    const signedIn = await signInByEmailCode(server.url, 'reporter@example.com');
    await signedIn(`${server.url}/v1/activities/${reported.id}/report`, {
      method: 'POST',
      headers: { 'x-api-key': PK },
    });
    const flagged = (await queue('?reported=true')).find((p) => p.id === reported.id);
    expect(flagged?.report_count).toBe(2);
  });

  it('concurrent reports by one visitor still count once', async () => {
    const target = await post('Reported at once');
    const visitor = await signInByEmailCode(server.url, 'eager@example.com');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        visitor(`${server.url}/v1/activities/${target.id}/report`, {
          method: 'POST',
          headers: { 'x-api-key': PK },
        }),
      ),
    );
    const row = (await queue()).find((p) => p.id === target.id);
    expect(row?.report_count).toBe(1);
  });

  it('with pre-moderation, a new post waits for approval: only its author sees it, as awaiting', async () => {
    const settings = await fetch(`${server.url}/v1/collections/col_demo`, {
      headers: { 'x-api-key': SK },
    });
    const collection = (await settings.json()) as { activity_settings: Record<string, unknown> };
    const patch = await fetch(`${server.url}/v1/collections/col_demo`, {
      method: 'PATCH',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: JSON.stringify({
        activity_settings: { ...(collection.activity_settings ?? {}), pre_moderation: true },
      }),
    });
    expect(patch.status, await patch.clone().text()).toBe(200);

    const waiting = await post('Awaiting');
    expect(waiting.status).toBe('PENDING');
    expect(await feed()).not.toContain('Awaiting');
    expect(await feed(author)).toContain('Awaiting');
    expect((await queue('?status=PENDING')).map((p) => p.title)).toContain('Awaiting');

    await owner(`/v1/activities/${waiting.id}/approve`);
    expect(await feed()).toContain('Awaiting');
  });

  it('only owners and editors moderate; the author can still delete their own post', async () => {
    const target = await post('Mine');
    for (const path of [`/v1/activities/${target.id}/hide`, '/v1/collections/col_demo/activities'])
      expect([401, 403]).toContain(
        (await owner(path, path.endsWith('hide') ? 'POST' : 'GET', PK)).status,
      );
    expect((await owner('/v1/activities/act_nope/hide')).status).toBe(404);
    const res = await author(`${server.url}/v1/activities/${target.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': PK },
    });
    expect(res.status).toBe(200);
  });

  it('filters the queue by token and by part of the author’s address', async () => {
    const byAuthor = await queue('?author=AUTHOR@exa');
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(await queue('?author=nobody')).toHaveLength(0);
    expect((await queue('?token_id=99')).length).toBe(0);
  });

  it('another site’s owner can neither read the queue, hide a post nor read the analytics; this site’s owner deletes any post', async () => {
    const target = await post('Not yours');
    await addSite(server, 'site_b', 'owner-b@example.com');
    const stranger = (await ownerSignIn(server, 'owner-b@example.com')).token;
    const as = (bearer: string, path: string, method = 'GET') =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { 'x-api-key': PK, authorization: `Bearer ${bearer}` },
      });
    for (const [path, method] of [
      ['/v1/collections/col_demo/activities', 'GET'],
      [`/v1/activities/${target.id}/hide`, 'POST'],
      [`/v1/activities/${target.id}`, 'DELETE'],
      ['/v1/collections/col_demo/analytics/funnel', 'GET'],
      ['/v1/collections/col_demo/analytics/series', 'GET'],
    ] as const) {
      const res = await as(stranger, path, method);
      // A delete without a visitor session asks for one (401): the stranger is no author either.
      expect(res.status, `${method} ${path}`).toBe(method === 'DELETE' ? 401 : 403);
    }
    expect((await queue()).find((p) => p.id === target.id)?.hidden_at).toBeNull();

    const brand = (await ownerSignIn(server, LOCAL_OWNER_EMAIL)).token;
    const deleted = await as(brand, `/v1/activities/${target.id}`, 'DELETE');
    expect(await deleted.json()).toEqual({ success: true });
    expect((await queue()).some((p) => p.id === target.id)).toBe(false);
  });
});
