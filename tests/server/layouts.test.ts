// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../src/client';
import type { LayoutConflict } from '../../src/schema/entities/layoutRecord';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;

const doc = (text: string) => ({
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [{ id: 'c1', type: 'text', areaId: 'main', data: { content: `<p>${text}</p>` } }],
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
  server = await startTestServer();
  editor = server.client({ apiKey: SK });
  visitor = server.client();
}, 120_000);
afterAll(() => server?.close());

describe('layouts', () => {
  it('creates a layout at revision 1, normalised by the layout parser', async () => {
    const created = await editor.layouts.create({ name: 'Landing', document: doc('one') });
    expect(created.revision).toBe(1);
    expect(created.published_revision).toBeNull();
    expect(created.document).toMatchObject({ version: 3, custom_css: '' });
    const first = (created.document.components as { data: { content: string } }[])[0];
    expect(first?.data.content).toBe('<p>one</p>');
  });

  it('a save names its revision; each save adds one and keeps the history', async () => {
    const created = await editor.layouts.create({ name: 'History', document: doc('v1') });
    const second = await editor.layouts.update(created.id, { document: doc('v2'), revision: 1 });
    const third = await editor.layouts.update(created.id, {
      document: doc('v3'),
      revision: 2,
      name: 'History renamed',
    });
    expect([second.revision, third.revision]).toEqual([2, 3]);
    expect(third.name).toBe('History renamed');
    const versions = await editor.layouts.versions(created.id);
    expect(versions?.data.map((v) => v.revision)).toEqual([3, 2, 1]);
  });

  it('a save asked with Prefer: return=minimal answers without the document it was sent, and saves it whole', async () => {
    const created = await editor.layouts.create({ name: 'Minimal', document: doc('v1') });
    const save = (prefer?: string) =>
      fetch(`${server.url}/v1/layouts/${created.id}`, {
        method: 'PUT',
        headers: {
          'x-api-key': SK,
          'content-type': 'application/json',
          ...(prefer ? { prefer } : {}),
        },
        body: JSON.stringify({ document: doc('v2'), revision: 1 }),
      });
    const minimal = await save('respond-async, return=minimal');
    expect(minimal.status).toBe(200);
    expect(minimal.headers.get('preference-applied')).toBe('return=minimal');
    const answer = (await minimal.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ id: created.id, name: 'Minimal', revision: 2 });
    expect(answer).not.toHaveProperty('document');
    const stored = await editor.layouts.get(created.id);
    const first = (stored?.document.components as { data: { content: string } }[])[0];
    expect(first?.data.content).toBe('<p>v2</p>');
    // The typed client's save asks for the same; update keeps the whole record.
    const saved = await editor.layouts.save(created.id, { document: doc('v3'), revision: 2 });
    expect(saved.revision).toBe(3);
    expect(saved).not.toHaveProperty('document');
    const full = await editor.layouts.update(created.id, { document: doc('v4'), revision: 3 });
    expect(full.document).toMatchObject({ version: 3 });
    expect((await save()).status).toBe(409);
  });

  it('one saved revision is read with its document; an unknown revision is not found', async () => {
    const created = await editor.layouts.create({ name: 'Preview', document: doc('first') });
    await editor.layouts.update(created.id, { document: doc('second'), revision: 1 });
    const first = await editor.layouts.version(created.id, 1);
    expect(first?.revision).toBe(1);
    expect(JSON.stringify(first?.document)).toContain('first');
    expect(JSON.stringify(first?.document)).not.toContain('second');
    // The client answers a 404 on a read with null, as layouts.get does.
    expect(await editor.layouts.version(created.id, 9)).toBeNull();
  });

  it('a stale save gets 409 with the current record and overwrites nothing', async () => {
    const created = await editor.layouts.create({ name: 'Race', document: doc('base') });
    await editor.layouts.update(created.id, { document: doc('tab A'), revision: 1 });
    const error = await rejection(
      editor.layouts.update(created.id, { document: doc('tab B'), revision: 1 }),
    );
    expect(error.status).toBe(409);
    const body = error.body as LayoutConflict;
    expect(body.current.revision).toBe(2);
    expect(JSON.stringify(body.current.document)).toContain('tab A');
    const stored = await editor.layouts.get(created.id);
    expect(JSON.stringify(stored?.document)).toContain('tab A');
    expect(stored?.revision).toBe(2);
  });

  it('two racing saves from the same revision: exactly one wins', async () => {
    const created = await editor.layouts.create({ name: 'Parallel', document: doc('start') });
    const results = await Promise.allSettled([
      editor.layouts.update(created.id, { document: doc('left'), revision: 1 }),
      editor.layouts.update(created.id, { document: doc('right'), revision: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as ApiRequestError).status).toBe(409);
    expect((await editor.layouts.versions(created.id))?.data).toHaveLength(2);
  });

  it('a document that does not parse is a 400 naming the path, and nothing is saved', async () => {
    const created = await editor.layouts.create({ name: 'Strict', document: doc('ok') });
    const bad = {
      ...doc('x'),
      grid_config: { areas: [{ id: 'a', startCol: 2, endCol: 1, startRow: 0, endRow: 1 }] },
    };
    const error = await rejection(
      editor.layouts.update(created.id, { document: bad, revision: 1 }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('document.grid_config.areas.0.endCol');
    expect((await editor.layouts.get(created.id))?.revision).toBe(1);
  });

  it('a save never stores less than was sent: a value that does not fit, a component in no area, a null document are 400s', async () => {
    const created = await editor.layouts.create({ name: 'Exact', document: doc('kept') });
    const tooLong = doc('x'.repeat(10));
    (tooLong.components[0]!.data as { content: string }).content = `<p>${'x'.repeat(200_001)}</p>`;
    const long = await rejection(
      editor.layouts.update(created.id, { document: tooLong, revision: 1 }),
    );
    expect(long.status).toBe(400);
    expect(long.message).toContain('document.components.0.data.content');

    const styled = {
      ...doc('x'),
      components: [{ ...doc('x').components[0]!, styles: { h1: { fontSize: 999 } } }],
    };
    const style = await rejection(
      editor.layouts.update(created.id, { document: styled, revision: 1 }),
    );
    expect(style.status).toBe(400);
    expect(style.message).toContain('document.components.0.styles.h1.fontSize');

    const orphan = { ...doc('x'), components: [{ ...doc('x').components[0]!, areaId: 'nowhere' }] };
    const lost = await rejection(
      editor.layouts.update(created.id, { document: orphan, revision: 1 }),
    );
    expect(lost.status).toBe(400);
    expect(lost.message).toContain('document.components.0.areaId: No area');

    const empty = await rejection(
      editor.layouts.update(created.id, { document: null, revision: 1 }),
    );
    expect(empty.status).toBe(400);
    expect(empty.message).toContain('document: Required');

    const kept = await editor.layouts.get(created.id);
    expect(kept?.revision).toBe(1);
    expect(JSON.stringify(kept?.document)).toContain('kept');
  });

  it('a missing name is a 400 that names the field', async () => {
    const error = await rejection(
      editor.request('POST', '/v1/layouts', { body: { document: doc('x') } }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/name/);
  });

  it('visitors see the published revision, never the draft', async () => {
    const created = await editor.layouts.create({
      name: 'Draft vs published',
      document: doc('published text'),
    });
    expect(await visitor.layouts.get(created.id)).toBeNull(); // never published: 404 → null
    await editor.layouts.publish(created.id);
    await editor.layouts.update(created.id, { document: doc('draft text'), revision: 1 });
    const seen = await visitor.layouts.get(created.id);
    expect(JSON.stringify(seen?.document)).toContain('published text');
    expect(seen?.revision).toBe(1);
    const draft = await editor.layouts.get(created.id);
    expect(JSON.stringify(draft?.document)).toContain('draft text');
    expect(draft?.published_revision).toBe(1);
  });

  it('restore makes an old revision the new draft and keeps history', async () => {
    const created = await editor.layouts.create({ name: 'Restore', document: doc('first') });
    await editor.layouts.update(created.id, { document: doc('second'), revision: 1 });
    const restored = await editor.layouts.restore(created.id, 1);
    expect(restored.revision).toBe(3);
    expect(JSON.stringify(restored.document)).toContain('first');
    expect((await editor.layouts.versions(created.id))?.data.map((v) => v.revision)).toEqual([
      3, 2, 1,
    ]);
  });

  it('publishing a revision that does not exist is a 400 naming revision', async () => {
    const created = await editor.layouts.create({ name: 'Publish', document: doc('x') });
    const error = await rejection(editor.layouts.publish(created.id, 9));
    expect(error.status).toBe(400);
    expect(error.message).toContain('revision');
  });

  it('lists layouts (visitors only the published ones) and deletes', async () => {
    const created = await editor.layouts.create({ name: 'To delete', document: doc('bye') });
    expect((await editor.layouts.list())?.data.some((l) => l.id === created.id)).toBe(true);
    expect((await visitor.layouts.list())?.data.some((l) => l.id === created.id)).toBe(false);
    expect(await editor.layouts.delete(created.id)).toEqual({ success: true });
    expect(await editor.layouts.get(created.id)).toBeNull();
  });

  it('publishing the collection layout changes what the collection page gets', async () => {
    const before = await visitor.collections.get('demo', { include_layout: true });
    const layoutId = before!.layout_id!;
    const record = await editor.layouts.get(layoutId);
    const document = structuredClone(record!.document) as { custom_css: string };
    document.custom_css = '.one-demo-marker { color: red; }';
    const saved = await editor.layouts.update(layoutId, { document, revision: record!.revision });
    expect(
      (await visitor.collections.get('demo', { include_layout: true }))?.layout?.custom_css,
    ).toBe('');
    await editor.layouts.publish(layoutId, saved.revision);
    expect(
      (await visitor.collections.get('demo', { include_layout: true }))?.layout?.custom_css,
    ).toContain('one-demo-marker');
  });

  it('the secret key chooses which layout a collection shows; the publishable key cannot', async () => {
    const created = await editor.layouts.create({
      name: 'Alternative',
      document: doc('alternative page'),
    });
    await editor.layouts.publish(created.id);
    const error = await rejection(visitor.collections.update('demo', { layout_id: created.id }));
    expect(error.status).toBe(403);
    const bad = await rejection(editor.collections.update('demo', { layout_id: 'lay_missing' }));
    expect(bad.message).toContain('layout_id');
    const updated = await editor.collections.update('demo', { layout_id: created.id });
    expect(updated.layout_id).toBe(created.id);
    const page = await visitor.collections.get('demo', { include_layout: true });
    expect(JSON.stringify(page?.layout)).toContain('alternative page');
  });
});
