// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestError } from '../../src/client';
import { mp4File, lyingFile, pngFile, woff2File } from './support/files';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

async function call(method: string, path: string, key: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['x-api-key'] = key;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { message?: string } | null,
  };
}

const doc = { version: 3, components: [] };

describe('keys and roles', () => {
  it('every /v1 call without a key is a 401 saying where the key goes', async () => {
    const res = await call('GET', '/v1/collections/demo', null);
    expect(res.status).toBe(401);
    expect(res.body?.message).toContain('x-api-key');
  });

  it('a wrong key is a 401', async () => {
    expect((await call('GET', '/v1/collections/demo', 'pk_wrong')).status).toBe(401);
    expect(
      (await call('PUT', '/v1/layouts/lay_demo', 'sk_wrong', { document: doc, revision: 1 }))
        .status,
    ).toBe(401);
  });

  it('the publishable key on every write route that needs the secret key is a 403', async () => {
    const writes: [string, string, unknown?][] = [
      ['POST', '/v1/layouts', { name: 'x', document: doc }],
      ['PUT', '/v1/layouts/lay_demo', { document: doc, revision: 1 }],
      ['DELETE', '/v1/layouts/lay_demo'],
      ['POST', '/v1/layouts/lay_demo/publish', {}],
      ['POST', '/v1/layouts/lay_demo/versions/1/restore'],
      ['GET', '/v1/layouts/lay_demo/versions'],
      ['POST', '/v1/users/batch-update', { users: [{ id: 'x', metadata: {} }] }],
      ['GET', '/v1/users'],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(method, path, PK, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      expect(res.body?.message).toContain('secret key');
    }
    const form = new FormData();
    form.append('file', pngFile());
    const upload = await fetch(`${server.url}/v1/uploads`, {
      method: 'POST',
      headers: { 'x-api-key': PK },
      body: form,
    });
    expect(upload.status).toBe(403);
    // Nothing changed.
    const layout = await call('GET', '/v1/layouts/lay_demo', SK);
    expect((layout.body as { revision: number }).revision).toBe(1);
  });

  it('a visitor reads and updates only their own user record', async () => {
    const me = await server.signIn('me@example.com');
    const id = (await me.session.get('localhost'))!.user!.id;
    const updated = await me.users.update(id, { metadata: { firstName: 'Me' } });
    expect(updated?.metadata.firstName).toBe('Me');
    const other = await server.signIn('other@example.com');
    const error = (await other.users
      .update(id, { metadata: { firstName: 'Hacked' } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(403);
    expect((await me.users.get(id))?.metadata.firstName).toBe('Me');
  });

  it('a visitor cannot grow their own record without end: at most 100 metadata keys, each named in at most 100 characters', async () => {
    const me = await server.signIn('grow@example.com');
    const id = (await me.session.get('localhost'))!.user!.id;
    const keys = (from: number, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${from + i}`, 'v']));
    const tooMany = (await me.users
      .update(id, { metadata: keys(0, 101) })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toContain('At most 100 metadata keys');
    const longKey = (await me.users
      .update(id, { metadata: { ['x'.repeat(101)]: 'v' } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(longKey.status).toBe(400);
    expect(longKey.message).toContain('at most 100 characters');

    await me.users.update(id, { metadata: keys(0, 60) });
    const merged = (await me.users
      .update(id, { metadata: keys(60, 60) })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(merged.status).toBe(400);
    expect(merged.message).toContain('a user holds at most 100 keys');
    expect(Object.keys((await me.users.get(id))!.metadata)).toHaveLength(60);
    // Making room with null works.
    await me.users.update(id, { metadata: { ...keys(60, 40), k0: null } });
    expect(Object.keys((await me.users.get(id))!.metadata)).toHaveLength(99);
  });

  it('the secret key lists users and batch-updates in one transaction, listing unknown ids', async () => {
    const admin = server.client({ apiKey: SK });
    const list = await admin.users.list({ email: 'me@example.com' });
    const id = list!.data[0]!.id;
    const result = await admin.users.batchUpdate({
      users: [
        { id, metadata: { tier: 'gold' } },
        { id: 'usr_missing', metadata: {} },
      ],
    });
    expect(result).toEqual({ updated: 1, missing: ['usr_missing'] });
    expect((await admin.users.get(id))?.metadata).toMatchObject({ firstName: 'Me', tier: 'gold' });
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const res = await fetch(`${server.url}/v1/layouts`, {
      method: 'POST',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
  });

  it('an unknown /v1 route is a JSON 404', async () => {
    const res = await call('GET', '/v1/nothing-here', PK);
    expect(res.status).toBe(404);
    expect(res.body?.message).toContain('/v1/nothing-here');
  });
});

describe('uploads', () => {
  it('stores images, video and audio checked by content and serves them with their sniffed type', async () => {
    const admin = server.client({ apiKey: SK });
    const image = await admin.uploads.upload(pngFile('banner.jpg'), { kind: 'image' });
    expect(image).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(image.url).toMatch(/\.png$/); // the name said jpg; the content says png
    const served = await fetch(`${server.url}${image.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const video = await admin.uploads.upload(mp4File());
    expect(video.kind).toBe('video');
  });

  it('refuses a file whose name lies about its content (415) and a kind mismatch', async () => {
    const admin = server.client({ apiKey: SK });
    const lie = (await admin.uploads
      .upload(lyingFile('cat.png'))
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(lie.status).toBe(415);
    expect(lie.message).toContain('file');
    const mismatch = (await admin.uploads
      .upload(mp4File(), { kind: 'image' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(mismatch.status).toBe(415);
    expect(mismatch.message).toContain('video/mp4');
  });

  it('stores custom theme fonts (woff2 checked by content) and refuses a font that is not one', async () => {
    const admin = server.client({ apiKey: SK });
    const font = await admin.uploads.upload(woff2File(), { kind: 'font' });
    expect(font).toMatchObject({ kind: 'font', mime: 'font/woff2' });
    expect(font.url).toMatch(/\.woff2$/);
    const served = await fetch(`${server.url}${font.url}`);
    expect(served.headers.get('content-type')).toBe('font/woff2');
    const notFont = (await admin.uploads
      .upload(pngFile('brand.woff2'), { kind: 'font' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(notFont.status).toBe(415);
  });

  it('two files in one upload are a 400 saying to send one; a file of no accepted kind names every kind', async () => {
    const form = new FormData();
    form.append('file', pngFile());
    form.append('file', pngFile());
    const two = await fetch(`${server.url}/v1/uploads`, {
      method: 'POST',
      headers: { 'x-api-key': SK },
      body: form,
    });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { message: string }).message).toBe('file: send one file, not 2');
    const lie = (await server
      .client({ apiKey: SK })
      .uploads.upload(lyingFile('cat.png'))
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(lie.message).toContain('accepted: images, video, audio or fonts');
  });

  it('a missing file is a 400 naming the field', async () => {
    const admin = server.client({ apiKey: SK });
    const error = (await admin
      .request('POST', '/v1/uploads', { form: { kind: 'image' } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(400);
    expect(error.message).toContain('file');
  });

  it('path tricks on /uploads find nothing', async () => {
    expect((await fetch(`${server.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('analytics and links', () => {
  it('stores product_registered and page views per collection', async () => {
    const visitor = server.client();
    expect(
      await visitor.analytics.track({
        event: 'product_registered',
        type: 'verified',
        duration: 12,
        token_id: '3',
        collection_id: 'col_demo',
      }),
    ).toEqual({ success: true });
    expect(
      await visitor.analytics.track({
        event: 'page_view',
        path: '/c/demo',
        collection_slug: 'demo',
      }),
    ).toEqual({ success: true });
    const bad = (await visitor.analytics
      .track({ event: 'nope' as 'page_view' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('event');
  });

  it('revalidates a short URL', async () => {
    expect(await server.client().links.revalidate('demo-1')).toEqual({ success: true });
  });
});
