// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { componentTypes } from '../../src/schema/componentTypes';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
}, 120_000);
afterAll(() => server?.close());

describe('collections and the demo seed', () => {
  it('GET /v1/collections/{id} by slug or id, with the published layout and the token', async () => {
    const bySlug = await visitor.collections.get('demo', { include_layout: true, token_id: '7' });
    expect(bySlug?.slug).toBe('demo');
    expect(bySlug?.token).toEqual({
      token_id: '7',
      collection_id: bySlug?.id,
      registered: false,
      registered_at: null,
    });
    const byId = await visitor.collections.get(bySlug!.id);
    expect(byId?.name).toBe(bySlug?.name);
    expect(byId?.layout).toBeUndefined();
  });

  it('the seed: 12 tokens, a price, a COLOR attribute with items, a gallery with one video', async () => {
    const demo = await visitor.collections.get('demo', { token_id: '12' });
    expect(demo?.quantity).toBe(12);
    expect(demo?.token?.token_id).toBe('12');
    expect(await visitor.collections.get('demo', { token_id: '13' })).toBeNull();
    expect(demo?.retail_settings?.price).toBeGreaterThan(0);
    const color = demo?.attributes.find((a) => a.type === 'COLOR');
    expect(color?.items.length).toBeGreaterThan(0);
    expect(demo?.gallery.filter((g) => g.url.endsWith('.mp4'))).toHaveLength(1);
    expect(demo?.gallery.filter((g) => g.url.endsWith('.png')).length).toBeGreaterThanOrEqual(3);
    const image = await fetch(`${server.url}${demo!.gallery[0]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('every media file the seed names (collection, gallery, layouts, feed) is served: 200, with its type', async () => {
    const demo = await visitor.collections.get('demo', { include_layout: true });
    const showcase = await server.client({ apiKey: SK }).layouts.get('lay_showcase');
    const feed = await visitor.activities.list({ collection_slug: 'demo' });
    const named = new Set(
      JSON.stringify([demo, showcase, feed]).match(/\/(?:uploads|demo)\/[^"?#]+\.[a-z0-9]+/g),
    );
    expect(named).toContain('/uploads/seed-unboxing.mp4');
    for (const path of named) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
    // The gallery's video is an MP4 (the player tells video by its .mp4 name): its file box first.
    const video = await fetch(`${server.url}/uploads/seed-unboxing.mp4`);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avcC'))).toBe(true);
  });

  it('the seeded layouts (the published demo and the editor’s showcase) use every component type and pass parseLayoutDocument', async () => {
    const demo = await visitor.collections.get('demo', { include_layout: true });
    const showcase = await server.client({ apiKey: SK }).layouts.get('lay_showcase');
    const types = new Set<string>();
    for (const document of [demo?.layout, showcase?.document]) {
      const parsed = parseLayoutDocument(document);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.componentErrors).toEqual({});
      for (const c of parsed.layout.components) types.add(c.type);
    }
    expect(types).toEqual(new Set(componentTypes));
  });

  it('the published demo shows real media: its audio is a chime made at seed time, served as WAV', async () => {
    const demo = await visitor.collections.get('demo', { include_layout: true });
    const parsed = parseLayoutDocument(demo?.layout);
    if (!parsed.ok) throw new Error('demo layout invalid');
    const types = parsed.layout.components.map((c) => c.type);
    for (const outside of ['video', 'embed', 'iframe']) expect(types).not.toContain(outside);
    const audio = parsed.layout.components.find((c) => c.type === 'audio');
    const src = (audio?.data as { src: string }).src;
    const file = await fetch(`${server.url}${src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^audio\/(x-)?wav$/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
  });

  it('an unknown collection: 404, which the client gives as null (foundation)', async () => {
    const res = await fetch(`${server.url}/v1/collections/nope`, { headers: { 'x-api-key': PK } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('nope');
    expect(await visitor.collections.get('nope')).toBeNull();
  });

  it("registration settings never appear in the public collection; only their form's fields and consents do", async () => {
    const demo = await visitor.collections.get('demo');
    expect(demo?.registration_settings).toBeNull();
    const form = demo?.registration_form as { fields: object; consents: object[] };
    expect(form.fields).toMatchObject({ postalCode: { enabled: true, required: false } });
    expect(form.consents).toHaveLength(2);
    // The success screen (its discount code) is for the item's owner alone.
    expect(JSON.stringify(demo)).not.toContain('discountCode');
  });

  it('collection responses carry an ETag; a matching If-None-Match gets 304', async () => {
    const url = `${server.url}/v1/collections/demo?include_layout=true`;
    const first = await fetch(url, { headers: { 'x-api-key': PK } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(url, { headers: { 'x-api-key': PK, 'if-none-match': etag! } });
    expect(second.status).toBe(304);
  });

  it('lists collections with pagination', async () => {
    const list = await visitor.collections.list();
    expect(list.data.map((c) => c.slug)).toContain('demo');
    expect(list.pagination.total_count).toBe(1);
  });

  it('bad query input is a 400 naming the field', async () => {
    const res = await fetch(`${server.url}/v1/collections/demo?include_layout=maybe`, {
      headers: { 'x-api-key': PK },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('include_layout');
  });

  it('a tap on a short URL lands on the token page with register and code', async () => {
    const res = await fetch(`${server.url}/t/demo-3`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/c/demo/3?register=true&code=demo-3');
    expect((await fetch(`${server.url}/t/unknown-code`, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves the OpenAPI document and a readable reference page', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/v1/collections/{id}',
      '/v1/layouts/{id}',
      '/v1/activities',
      '/v1/registrations/register-email',
      '/v1/access/otp/verify',
      '/v1/uploads',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const page = await (await fetch(`${server.url}/v1/docs`)).text();
    expect(page).toContain('Vitrine API reference');
    expect(page).toContain('/v1/layouts/{id}/publish');
  });
});
