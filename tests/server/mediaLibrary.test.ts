// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../src/client';
import type { MediaInUse } from '../../src/schema/entities/upload';
import { eq } from 'drizzle-orm';
import { uploads } from '../../server/db/schema';
import { DEMO, SEED_FILES, seedIfEmpty } from '../../server/seed';
import { mp4File, pngFile, woff2File } from './support/files';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
/** A seeded server no test uploads to: its library holds the seed's files only. */
let fresh: TestServer;
let editor: ApiClient;
let visitor: ApiClient;

const imageDoc = (src: string) => ({
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [
    { id: 'pic', type: 'image', name: 'Shop front', areaId: 'main', data: { src, alt: 'Shop' } },
  ],
});

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeAll(async () => {
  [server, fresh] = await Promise.all([startTestServer(), startTestServer()]);
  editor = server.client({ apiKey: SK });
  visitor = server.client();
}, 120_000);
afterAll(() => Promise.all([server?.close(), fresh?.close()]));

describe('media library', () => {
  it('lists every file uploaded to the site, newest first, with its name, size and dimensions', async () => {
    const image = await editor.uploads.upload(pngFile('shop-front.png', 40, 30), { kind: 'image' });
    await editor.uploads.upload(mp4File('clip.mp4'), { kind: 'video' });
    await editor.uploads.upload(woff2File('brand.woff2'), { kind: 'font' });
    const list = await editor.uploads.list();
    // The seed's files come after: they were stored before these.
    expect(list?.data.slice(0, 3).map((f) => f.kind)).toEqual(['font', 'video', 'image']);
    const listed = list?.data.find((f) => f.url === image.url);
    expect(listed).toMatchObject({
      kind: 'image',
      name: 'shop-front.png',
      size: image.size,
      width: 40,
      height: 30,
      used_in: [],
    });
    expect(list?.data.find((f) => f.kind === 'video')?.name).toBe('clip.mp4');
  });

  it('pages with limit and offset, and filters by kind', async () => {
    const first = await editor.uploads.list({ limit: 1 });
    expect(first?.data).toHaveLength(1);
    expect(first?.pagination).toMatchObject({ limit: 1, offset: 0, prev: null });
    expect(first?.pagination.next).toBe('/v1/uploads?limit=1&offset=1');
    const second = await editor.uploads.list({ limit: 1, offset: 1 });
    expect(second?.data[0]?.id).not.toBe(first?.data[0]?.id);
    const images = await editor.uploads.list({ kind: 'image' });
    expect(images?.data.every((f) => f.kind === 'image')).toBe(true);
    const bad = await fetch(`${server.url}/v1/uploads?limit=0`, { headers: { 'x-api-key': SK } });
    expect(bad.status).toBe(400);
  });

  it('says which layouts and components use a file, in the draft and the published revision', async () => {
    const image = await editor.uploads.upload(pngFile('used.png', 16, 16), { kind: 'image' });
    const layout = await editor.layouts.create({
      name: 'Spring page',
      document: imageDoc(image.url),
    });
    const list = await editor.uploads.list({ kind: 'image' });
    const listed = list?.data.find((f) => f.url === image.url);
    expect(listed?.used_in).toEqual([
      {
        place: 'layout',
        layout_id: layout.id,
        layout_name: 'Spring page',
        component_id: 'pic',
        component_type: 'image',
        component_name: 'Shop front',
        in_draft: true,
        in_published: false,
      },
    ]);
  });

  it('refuses to delete a file still in use with 409 saying where; the file stays', async () => {
    const image = await editor.uploads.upload(pngFile('kept.png', 12, 12), { kind: 'image' });
    const layout = await editor.layouts.create({
      name: 'Live page',
      document: imageDoc(image.url),
    });
    await editor.layouts.publish(layout.id);
    // The draft no longer uses it, but visitors still see it in the published revision.
    await editor.layouts.update(layout.id, {
      document: imageDoc('https://example.com/a.png'),
      revision: 1,
    });
    const id = (await editor.uploads.list({ kind: 'image' }))?.data.find(
      (f) => f.url === image.url,
    )?.id;
    const error = await rejection(editor.uploads.delete(id!));
    expect(error.status).toBe(409);
    expect(error.message).toContain('"Live page"');
    const body = error.body as MediaInUse;
    expect(body.used_in).toMatchObject([
      {
        place: 'layout',
        layout_id: layout.id,
        component_id: 'pic',
        in_draft: false,
        in_published: true,
      },
    ]);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(200);
  });

  it('deletes an unused file and its variants; it is gone from the list and from /uploads', async () => {
    const image = await editor.uploads.upload(pngFile('spare.png', 700, 10), { kind: 'image' });
    const variant = image.url.replace(/\.png$/, '.w640.webp');
    expect((await fetch(`${server.url}${variant}`)).status).toBe(200);
    const id = (await editor.uploads.list({ kind: 'image' }))?.data.find(
      (f) => f.url === image.url,
    )?.id;
    expect(await editor.uploads.delete(id!)).toEqual({ success: true });
    expect((await editor.uploads.list())?.data.some((f) => f.id === id)).toBe(false);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${variant}`)).status).toBe(404);
    const again = await fetch(`${server.url}/v1/uploads/${id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': SK },
    });
    expect(again.status).toBe(404);
  });

  it('the publishable key may neither list nor delete files', async () => {
    expect((await rejection(visitor.uploads.list())).status).toBe(403);
    const id = (await editor.uploads.list())?.data[0]?.id;
    expect((await rejection(visitor.uploads.delete(id!))).status).toBe(403);
  });
});

describe('a file used outside the layouts is used, too', () => {
  const listed = async (client: ApiClient, url: string) =>
    (await client.uploads.list({ limit: 100 }))?.data.find((f) => f.url === url);

  it('the demo’s unboxing video, only in the collection’s gallery, is listed there and cannot be deleted', async () => {
    const owner = fresh.client({ apiKey: SK });
    const video = (await owner.uploads.list({ kind: 'video' }))?.data.find(
      (f) => f.name === 'unboxing.mp4',
    );
    expect(video?.used_in).toEqual([
      {
        place: 'collection',
        id: DEMO.collectionId,
        name: 'Harbour Lamp',
        collection_id: null,
        collection_name: null,
        field: 'gallery',
      },
    ]);
    const error = await rejection(owner.uploads.delete(video!.id));
    expect(error.status).toBe(409);
    expect((error.body as MediaInUse).message).toBe(
      'The file is used in Collection "Harbour Lamp" (gallery): remove it there first; nothing was deleted',
    );
    expect((error.body as MediaInUse).used_in).toMatchObject([{ place: 'collection' }]);
    // Nothing was lost: the row, the stored file and the gallery entry are all there.
    expect((await listed(owner, video!.url))?.id).toBe(video!.id);
    expect((await fetch(`${fresh.url}${video!.url}`)).status).toBe(200);
    const gallery = (await owner.collections.get(DEMO.slug))?.gallery ?? [];
    expect(gallery.map((item) => item.url)).toContain(video!.url);
  });

  it('the demo’s post image is listed as used by the post', async () => {
    const owner = fresh.client({ apiKey: SK });
    const box = (await owner.uploads.list({ limit: 100 }))?.data.find(
      (f) => f.name === 'product-box.png',
    );
    expect(box?.used_in).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          place: 'post',
          collection_id: DEMO.collectionId,
          collection_name: 'Harbour Lamp',
          field: 'image',
        }),
      ]),
    );
    expect((await rejection(owner.uploads.delete(box!.id))).status).toBe(409);
  });

  it('collection settings, a token’s images, a saved section and the site’s logo each keep a file, until they no longer name it', async () => {
    const upload = (name: string) => editor.uploads.upload(pngFile(name, 8, 8), { kind: 'image' });
    const [cover, settingsImage, tokenImage, sectionImage, logo] = await Promise.all([
      upload('cover.png'),
      upload('success.png'),
      upload('token.png'),
      upload('section.png'),
      upload('logo.png'),
    ]);
    const collection = await editor.collections.create({
      name: 'Tide Clock',
      slug: 'tide-clock-media',
      image: cover.url,
      registration_settings: { success: { title: 'Done', image: settingsImage.url } },
    });
    const tokens = await editor.tokens.create(collection.id, { count: 3 });
    const second = tokens?.data.find((t) => t.token_id === '2');
    await editor.tokens.update(second!.id, { images: [{ url: tokenImage.url, alt: 'Two' }] });
    const section = await editor.sections.create({
      name: 'Hero',
      fragment: {
        components: [{ id: 'p', type: 'image', areaId: 'main', data: { src: sectionImage.url } }],
      },
    });
    const site = (await editor.sites.list()).find((s) => s.id === DEMO.siteId);
    await editor.sites.update(site!.id, { brand: { logo: logo.url } });

    const expected: [typeof cover, Record<string, unknown>, string][] = [
      [
        cover,
        { place: 'collection', id: collection.id, name: 'Tide Clock', field: 'image' },
        'Collection "Tide Clock" (main image)',
      ],
      [
        settingsImage,
        { place: 'collection', name: 'Tide Clock', field: 'registration_settings' },
        'Collection "Tide Clock" (registration settings)',
      ],
      [
        tokenImage,
        { place: 'token', id: '2', collection_name: 'Tide Clock', field: 'images' },
        'Token #2 of "Tide Clock" (images)',
      ],
      [sectionImage, { place: 'section', id: section.id, name: 'Hero' }, 'Saved section "Hero"'],
      [logo, { place: 'site', id: DEMO.siteId, field: 'logo' }, '(logo)'],
    ];
    for (const [file, usage, words] of expected) {
      const item = await listed(editor, file.url);
      expect(item?.used_in).toEqual([expect.objectContaining(usage)]);
      const error = await rejection(editor.uploads.delete(item!.id));
      expect(error.status).toBe(409);
      expect((error.body as MediaInUse).message).toContain(words);
      expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);
    }

    // Once nothing names them, they may go.
    await editor.collections.patch(collection.id, { image: null, registration_settings: null });
    await editor.tokens.update(second!.id, { images: [] });
    await editor.sections.delete(section.id);
    await editor.sites.update(site!.id, { brand: { logo: null } });
    for (const [file] of expected) {
      const item = await listed(editor, file.url);
      expect(item?.used_in).toEqual([]);
      expect(await editor.uploads.delete(item!.id)).toEqual({ success: true });
    }
  });
});

describe('the demo’s seeded files', () => {
  it('are in the demo site’s library, named, sized and marked as used by the demo’s pages', async () => {
    const seeded = await fresh.client({ apiKey: SK }).uploads.list({ limit: 100 });
    const byName = new Map(seeded?.data.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(SEED_FILES.map((f) => f.name).sort());
    expect(byName.get('product-front.png')).toMatchObject({
      url: '/uploads/seed-product-front.600x600.png',
      kind: 'image',
      width: 600,
      height: 600,
    });
    expect(byName.get('unboxing.mp4')).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(byName.get('chime.wav')?.kind).toBe('audio');
    for (const file of seeded?.data ?? []) expect(file.size).toBeGreaterThan(0);
    // The demo's published layout shows the front image: the library says so, and keeps it.
    expect(byName.get('product-front.png')?.used_in).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ layout_id: DEMO.layoutId, in_published: true }),
      ]),
    );
  });

  it('seeding again adds no second row, and a file deleted from the library does not come back', async () => {
    const count = async () =>
      (await fresh.db.select().from(uploads).where(eq(uploads.siteId, DEMO.siteId))).length;
    const before = await count();
    expect(before).toBe(SEED_FILES.length);
    const options = { storage: fresh.storage, domain: 'localhost' };
    expect(await seedIfEmpty(fresh.db, options)).toBe(false);
    expect(await count()).toBe(before);
    // A site seeded before the seed listed its files gets them at the next start, once.
    await fresh.db.delete(uploads).where(eq(uploads.siteId, DEMO.siteId));
    await seedIfEmpty(fresh.db, options);
    await seedIfEmpty(fresh.db, options);
    expect(await count()).toBe(before);
    // The owner deletes the chime (no layout of the demo's published page needs it gone first).
    const chime = SEED_FILES.find((f) => f.name === 'chime.wav')!;
    await fresh.db.delete(uploads).where(eq(uploads.fileName, chime.fileName));
    await fresh.storage.remove(chime.fileName);
    await seedIfEmpty(fresh.db, options);
    expect(await count()).toBe(before - 1);
  });
});

describe('a server with no site yet', () => {
  it('stores uploads outside any library, and answers the library and sections with 403, never a 500', async () => {
    const bare = await startTestServer({}, { seed: false });
    try {
      const client = bare.client({ apiKey: SK });
      const stored = await client.uploads.upload(pngFile('first.png', 4, 4), { kind: 'image' });
      expect(stored.url).toMatch(/^\/uploads\/upl_/);
      for (const path of ['/v1/uploads', '/v1/sections']) {
        const res = await fetch(`${bare.url}${path}`, { headers: { 'x-api-key': SK } });
        expect(res.status).toBe(403);
      }
      const save = await fetch(`${bare.url}/v1/sections`, {
        method: 'POST',
        headers: { 'x-api-key': SK, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'X', fragment: { area: {} } }),
      });
      expect(save.status).toBe(403);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
