// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { call } from './support/call';
import { addSite } from './support/owner';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client({ apiKey: SK });
  visitor = server.client({ apiKey: PK });
}, 120_000);
afterAll(() => server?.close());

/** A published layout whose document carries a text block saying `words`. */
async function publishedLayout(name: string, words: string) {
  const record = await admin.layouts.create({
    name,
    document: {
      version: 3,
      grid_config: {
        areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
      },
      components: [
        {
          id: `t-${name.replace(/\W/g, '-')}`,
          type: 'text',
          areaId: 'main',
          order: 0,
          data: { content: words },
        },
      ],
    },
  });
  await admin.layouts.publish(record.id);
  return record.id;
}

const pageWords = (detail: { layout?: Record<string, unknown> | null } | null) =>
  JSON.stringify(detail?.layout ?? null);

describe('the collection page, the token pages and one token each show their own layout', () => {
  it('token pages show token_layout_id, the collection page layout_id, one token its own layout', async () => {
    const pageId = await publishedLayout('Lamps page', 'All the lamps');
    const tokenPageId = await publishedLayout('Lamp token page', 'One lamp');
    const ownId = await publishedLayout('Lamp 7 page', 'The seventh lamp, signed');
    const created = await admin.collections.create({
      name: 'Lamps',
      slug: 'lamps-layouts',
      layout_id: pageId,
      token_layout_id: tokenPageId,
    });
    expect(created).toMatchObject({ layout_id: pageId, token_layout_id: tokenPageId });
    const tokens = await admin.tokens.create(created.id, { count: 8 });
    const seventh = tokens?.data.find((t) => t.token_id === '7');
    expect(seventh?.layout_id).toBeNull();
    const patched = await admin.tokens.update(seventh!.id, { layout_id: ownId });
    expect(patched?.layout_id).toBe(ownId);

    const collectionPage = await visitor.collections.get('lamps-layouts', { include_layout: true });
    expect(collectionPage?.layout_id).toBe(pageId);
    expect(pageWords(collectionPage)).toContain('All the lamps');
    const tokenPage = await visitor.collections.get('lamps-layouts', {
      token_id: '3',
      include_layout: true,
    });
    expect(tokenPage?.layout_id).toBe(tokenPageId);
    expect(pageWords(tokenPage)).toContain('One lamp');
    const ownPage = await visitor.collections.get('lamps-layouts', {
      token_id: '7',
      include_layout: true,
    });
    expect(ownPage?.layout_id).toBe(ownId);
    expect(pageWords(ownPage)).toContain('The seventh lamp, signed');

    // Back to the collection's token page layout; without one, token pages show layout_id.
    await admin.tokens.update(seventh!.id, { layout_id: null });
    await admin.collections.patch(created.id, { token_layout_id: null });
    const fallback = await visitor.collections.get('lamps-layouts', {
      token_id: '7',
      include_layout: true,
    });
    expect(fallback?.layout_id).toBe(pageId);
    expect(pageWords(fallback)).toContain('All the lamps');
  });

  it('deleting a layout a page named: that page falls back as if it had named none', async () => {
    const pageId = await publishedLayout('Mugs page', 'All the mugs');
    const tokenPageId = await publishedLayout('Mug token page', 'One mug');
    const ownId = await publishedLayout('Mug 2 page', 'The second mug');
    const created = await admin.collections.create({
      name: 'Mugs',
      slug: 'mugs-layouts',
      layout_id: pageId,
      token_layout_id: tokenPageId,
    });
    const tokens = await admin.tokens.create(created.id, { count: 2 });
    const second = tokens!.data.find((t) => t.token_id === '2')!;
    await admin.tokens.update(second.id, { layout_id: ownId });
    const tokenPage = (tokenId: string) =>
      visitor.collections.get('mugs-layouts', { token_id: tokenId, include_layout: true });

    // The token's own layout gone: its page shows the collection's token page layout.
    await admin.layouts.delete(ownId);
    expect(
      (await admin.tokens.list(created.id)).data.find((t) => t.id === second.id)?.layout_id,
    ).toBeNull();
    expect(pageWords(await tokenPage('2'))).toContain('One mug');
    // The token page layout gone: token pages show the collection page's.
    await admin.layouts.delete(tokenPageId);
    expect((await admin.collections.get(created.id))?.token_layout_id).toBeNull();
    expect(pageWords(await tokenPage('1'))).toContain('All the mugs');
    expect(pageWords(await tokenPage('2'))).toContain('All the mugs');
  });

  it('a layout that does not exist is a 400 naming the field, for the collection and for a token', async () => {
    const res = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { token_layout_id: 'lay_nowhere' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('token_layout_id: no layout "lay_nowhere"');
    const list = await admin.tokens.list('demo', { limit: 1 });
    const token = await call(server.url, 'PATCH', `/v1/tokens/${list.data[0]!.id}`, {
      json: { layout_id: 'lay_nowhere' },
    });
    expect(token.status).toBe(400);
    expect(token.body.message).toBe('layout_id: no layout "lay_nowhere"');
  });

  it('the publishable key cannot choose a page layout (403 with the reason)', async () => {
    const res = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { token_layout_id: 'lay_demo' },
      key: PK,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/secret key is required/);
    const list = await admin.tokens.list('demo', { limit: 1 });
    const token = await call(server.url, 'PATCH', `/v1/tokens/${list.data[0]!.id}`, {
      json: { layout_id: 'lay_demo' },
      key: PK,
    });
    expect(token.status).toBe(403);
  });
});

describe('the success layout must be published', () => {
  it('an unpublished success layout is refused with the reason and nothing is stored', async () => {
    const draft = await admin.layouts.create({ name: 'Thanks draft' });
    const res = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { registration_settings: { onSuccessLayout: { id: draft.id } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'registration_settings.onSuccessLayout.id: the layout "Thanks draft" is not published, so visitors would see nothing after registering; publish it first',
    );
    const created = await call(server.url, 'POST', '/v1/collections', {
      json: {
        name: 'X',
        slug: 'success-draft',
        registration_settings: { onSuccessLayout: { id: draft.id } },
      },
    });
    expect(created.status).toBe(400);
    expect((await call(server.url, 'GET', '/v1/collections/success-draft')).status).toBe(404);
    const missing = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { registration_settings: { onSuccessLayout: { id: 'lay_gone' } } },
    });
    expect(missing.body.message).toBe(
      'registration_settings.onSuccessLayout.id: no layout "lay_gone"',
    );
  });

  it('a published success layout is kept, and an empty choice means none', async () => {
    const thanks = await publishedLayout('Thanks', 'Thank you');
    const stored = await admin.collections.patch('demo', {
      registration_settings: { onSuccessLayout: { id: thanks }, tap_landing: true },
    });
    expect(stored.registration_settings).toMatchObject({ onSuccessLayout: { id: thanks } });
    // The managers read the settings back to edit them; visitors never get them.
    const managed = await admin.collections.get('demo');
    expect(managed?.registration_settings).toMatchObject({ onSuccessLayout: { id: thanks } });
    expect((await visitor.collections.get('demo'))?.registration_settings).toBeNull();
    const listed = await admin.collections.list();
    expect(listed.data.find((c) => c.slug === 'demo')?.registration_settings).toBeTruthy();
    const cleared = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { registration_settings: { onSuccessLayout: { id: '' } } },
    });
    expect(cleared.status).toBe(200);
  });
});

describe('a site’s pages only show that site’s layouts', () => {
  it('a layout of another site is refused for the collection page, the token pages, one token and the success page', async () => {
    await addSite(server, 'site_b', 'owner-b@example.com');
    const lampsB = await admin.collections.create({
      name: 'B lamps',
      slug: 'b-lamps-layouts',
      site_id: 'site_b',
    });
    const layoutB = await admin.layouts.create({ name: 'B page', collection_id: lampsB.id });
    await admin.layouts.publish(layoutB.id);
    const refusal = (field: string) =>
      `${field}: the layout "B page" belongs to another site; choose one of this site’s layouts`;

    for (const field of ['layout_id', 'token_layout_id'] as const) {
      const res = await call(server.url, 'PATCH', '/v1/collections/demo', {
        json: { [field]: layoutB.id },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(refusal(field));
    }
    // The collection page's layout chosen with PUT, as with PATCH.
    const put = await call(server.url, 'PUT', '/v1/collections/demo', {
      json: { layout_id: layoutB.id },
    });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(refusal('layout_id'));
    const success = await call(server.url, 'PATCH', '/v1/collections/demo', {
      json: { registration_settings: { onSuccessLayout: { id: layoutB.id } } },
    });
    expect(success.status).toBe(400);
    expect(success.body.message).toBe(refusal('registration_settings.onSuccessLayout.id'));
    const created = await call(server.url, 'POST', '/v1/collections', {
      json: { name: 'A lamps', slug: 'a-lamps-foreign', layout_id: layoutB.id },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(refusal('layout_id'));
    expect((await call(server.url, 'GET', '/v1/collections/a-lamps-foreign')).status).toBe(404);
    const token = (await admin.tokens.list('demo', { limit: 1 })).data[0]!;
    const tokenRes = await call(server.url, 'PATCH', `/v1/tokens/${token.id}`, {
      json: { layout_id: layoutB.id },
    });
    expect(tokenRes.status).toBe(400);
    expect(tokenRes.body.message).toBe(refusal('layout_id'));

    // Nothing was stored on the demo site, and site B's own collection takes its layout.
    const demo = await admin.collections.get('demo');
    expect([demo?.layout_id, demo?.token_layout_id]).not.toContain(layoutB.id);
    expect((await admin.tokens.list('demo', { limit: 1 })).data[0]?.layout_id).not.toBe(layoutB.id);
    const own = await admin.collections.patch(lampsB.id, {
      layout_id: layoutB.id,
      token_layout_id: layoutB.id,
    });
    expect(own).toMatchObject({ layout_id: layoutB.id, token_layout_id: layoutB.id });

    // The studio's pickers list only what a collection may use.
    const forDemo = await admin.layouts.list({ usable_by: 'demo' });
    expect(forDemo?.data.map((l) => l.id)).not.toContain(layoutB.id);
    expect(forDemo?.data.map((l) => l.id)).toContain('lay_demo');
    const forB = await admin.layouts.list({ usable_by: lampsB.id });
    expect(forB?.data.map((l) => l.id)).toContain(layoutB.id);
    expect(forB?.data.map((l) => l.id)).not.toContain('lay_demo');
    expect((await call(server.url, 'GET', '/v1/layouts?usable_by=nothing-here')).status).toBe(404);
  });
});
