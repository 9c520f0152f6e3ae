// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { call } from './support/call';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client({ apiKey: SK });
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(server.url, method, path, options);

describe('creating, editing and archiving collections', () => {
  it('the secret key creates a collection with every field the entity has, read back by slug', async () => {
    const created = await admin.collections.create({
      name: 'Spring Edition',
      slug: 'spring-26',
      description: 'Forty numbered prints',
      quantity: 40,
      product_name_template: 'Print {token_id}',
      image: '/uploads/spring.png',
      gallery: [{ url: '/uploads/a.png', alt: 'Front' }],
      attributes: [{ label: 'Colour', type: 'COLOR', items: [{ label: 'Red', value: '#f00' }] }],
      registration_settings: { tap_landing: false },
      activity_settings: { enabled: true },
    });
    expect(created.slug).toBe('spring-26');
    expect(created.id).toMatch(/^col_/);
    const read = await server.client().collections.get('spring-26');
    expect(read).toMatchObject({
      name: 'Spring Edition',
      quantity: 40,
      product_name_template: 'Print {token_id}',
      tap_landing: false,
      gallery: [{ url: '/uploads/a.png', alt: 'Front' }],
    });
    expect(read?.attributes[0]?.items).toEqual([{ label: 'Red', value: '#f00' }]);
  });

  it('the publishable key is refused with a reason (403); no key at all is 401', async () => {
    const body = { json: { name: 'X', slug: 'x-1' } };
    const publishable = await api('POST', '/v1/collections', { ...body, key: PK });
    expect(publishable.status).toBe(403);
    expect(publishable.body.message).toMatch(/secret key is required to create collections/);
    expect((await api('POST', '/v1/collections', { ...body, key: null })).status).toBe(401);
    const signedIn = await server.signIn('visitor.collections@example.com');
    await expect(signedIn.collections.create({ name: 'X', slug: 'x-2' })).rejects.toMatchObject({
      status: 403,
    });
    for (const [method, path] of [
      ['PATCH', '/v1/collections/demo'],
      ['POST', '/v1/collections/demo/archive'],
    ] as const) {
      const res = await api(method, path, { json: { name: 'Y' }, key: PK });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/secret key is required/);
    }
  });

  it('bad input is a 400 naming the field: the slug’s form, a missing name, an unbounded count', async () => {
    const badSlug = await api('POST', '/v1/collections', { json: { name: 'A', slug: 'Not Ok!' } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.message).toMatch(/^slug: A slug is 1 to 64 lowercase letters/);
    const long = await api('POST', '/v1/collections', {
      json: { name: 'A', slug: 'a'.repeat(65) },
    });
    expect(long.body.message).toMatch(/^slug:/);
    const noName = await api('POST', '/v1/collections', { json: { slug: 'ok' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/^name:/);
    const tooMany = await api('POST', '/v1/collections', {
      json: { name: 'A', slug: 'ok', gallery: Array.from({ length: 51 }, () => ({ url: '/x' })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^gallery:/);
    const badLayout = await api('POST', '/v1/collections', {
      json: { name: 'A', slug: 'ok', layout_id: 'lay_none' },
    });
    expect(badLayout.status).toBe(400);
    expect(badLayout.body.message).toMatch(/^layout_id: no layout/);
  });

  it('a slug already taken, or an id, is a 409 naming the slug', async () => {
    const taken = await api('POST', '/v1/collections', { json: { name: 'Again', slug: 'demo' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/slug: "demo" is already used/);
  });

  it('PATCH changes only the fields sent; an unknown collection is 404', async () => {
    await admin.collections.create({ name: 'Patch Me', slug: 'patch-me', quantity: 5 });
    const patched = await admin.collections.patch('patch-me', { description: 'Now described' });
    expect(patched).toMatchObject({ name: 'Patch Me', quantity: 5, description: 'Now described' });
    expect((await api('PATCH', '/v1/collections/nope', { json: { name: 'Z' } })).status).toBe(404);
    const bad = await api('PATCH', '/v1/collections/patch-me', { json: { quantity: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^quantity:/);
  });

  it('a new slug keeps the old address: the API reads the old slug as the collection and /c/{old}/… answers 301', async () => {
    const col = await admin.collections.create({ name: 'Moving', slug: 'old-name' });
    await admin.collections.patch(col.id, { slug: 'new-name' });
    const byOld = await server.client().collections.get('old-name');
    expect(byOld?.slug).toBe('new-name');
    expect(byOld?.id).toBe(col.id);
    const page = await fetch(`${server.url}/c/old-name/7?register=true`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/c/new-name/7?register=true');
    // The old slug stays this collection's: nobody else may take it.
    const squat = await api('POST', '/v1/collections', { json: { name: 'S', slug: 'old-name' } });
    expect(squat.status).toBe(409);
    // Moving back to the old slug works and leaves the second one redirecting instead.
    await admin.collections.patch(col.id, { slug: 'old-name' });
    expect((await server.client().collections.get('new-name'))?.slug).toBe('old-name');
  });

  it('an archived collection is not listed publicly and its pages and reads are 404 to visitors; the secret key still reads it', async () => {
    const col = await admin.collections.create({ name: 'Retired', slug: 'retired' });
    const token = (await admin.tokens.create(col.id, { count: 1 }))!.data[0]!;
    await admin.activities.create({
      title: 'Last word',
      token_id: '1',
      collection_slug: 'retired',
    });
    const feed = () =>
      api('GET', '/v1/activities?collection_slug=retired&token_id=1', { key: PK }).then(
        (res) => (res.body as { data: unknown[] }).data.length,
      );
    expect(await feed()).toBe(1);
    const archived = await admin.collections.archive(col.id);
    expect(archived.archived).toBe(true);
    const visitorList = await server.client().collections.list({ limit: 100 });
    expect(visitorList.data.map((c) => c.slug)).not.toContain('retired');
    const secretList = await admin.collections.list({ limit: 100 });
    expect(secretList.data.find((c) => c.slug === 'retired')?.archived).toBe(true);
    expect((await api('GET', '/v1/collections/retired', { key: PK })).status).toBe(404);
    expect((await api('GET', '/v1/collections/retired')).status).toBe(200);
    const page = await fetch(`${server.url}/c/retired/1`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Collection not found');
    const tap = await fetch(`${server.url}/t/${token.short_code}`, { redirect: 'manual' });
    expect(tap.status).toBe(404);
    // Nor is its feed read through the API.
    expect(await feed()).toBe(0);
    const back = await admin.collections.patch(col.id, { archived: false });
    expect(back.archived).toBe(false);
    expect((await api('GET', '/v1/collections/retired', { key: PK })).status).toBe(200);
  });
});
