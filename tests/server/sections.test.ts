// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../src/client';
import { addMember } from '../../server/services/members';
import { addSite, ownerSignIn } from './support/owner';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;

const heading = (id: string, text: string) => ({
  id,
  type: 'text',
  areaId: 'main',
  data: { content: `<h2>${text}</h2>` },
});

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

async function post(key: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/v1/sections`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  editor = server.client({ apiKey: SK });
  visitor = server.client();
}, 120_000);
afterAll(() => server?.close());

describe('sections', () => {
  it('saves components as a section, normalised by the layout parser, and lists it', async () => {
    const created = await editor.sections.create({
      name: 'Title block',
      fragment: { components: [heading('h1', 'Our story')] },
    });
    expect(created.id).toMatch(/^sec_/);
    expect(created.fragment.area).toBeUndefined();
    const [component] = created.fragment.components;
    expect(component).toMatchObject({
      id: 'h1',
      type: 'text',
      data: { content: '<h2>Our story</h2>' },
    });
    // Defaults are filled as in a saved layout.
    expect(component?.visibility).toEqual({ mobile: true, tablet: true, desktop: true });
    const list = await editor.sections.list();
    expect(list?.data.map((s) => s.name)).toContain('Title block');
    expect(await editor.sections.get(created.id)).toMatchObject({ name: 'Title block' });
  });

  it('saves a whole grid area with its components, or an empty area', async () => {
    const area = await editor.sections.create({
      name: 'Hero area',
      fragment: { area: { name: 'Hero' }, components: [heading('a', 'Hello')] },
    });
    expect(area.fragment.area).toEqual({ name: 'Hero' });
    const empty = await editor.sections.create({ name: 'Spacer', fragment: { area: {} } });
    expect(empty.fragment.components).toEqual([]);
  });

  it('renames and replaces a section; only the fields sent change', async () => {
    const created = await editor.sections.create({
      name: 'Before',
      fragment: { components: [heading('x', 'One')] },
    });
    const renamed = await editor.sections.update(created.id, { name: 'After' });
    expect(renamed.name).toBe('After');
    expect(renamed.fragment.components[0]?.data).toMatchObject({ content: '<h2>One</h2>' });
    const replaced = await editor.sections.update(created.id, {
      fragment: { components: [heading('x', 'Two')] },
    });
    expect(replaced.name).toBe('After');
    expect(replaced.fragment.components[0]?.data).toMatchObject({ content: '<h2>Two</h2>' });
  });

  it('deletes a section; a second delete is 404', async () => {
    const created = await editor.sections.create({
      name: 'Gone',
      fragment: { components: [heading('g', 'Bye')] },
    });
    expect(await editor.sections.delete(created.id)).toEqual({ success: true });
    expect(await editor.sections.get(created.id)).toBeNull();
    const again = await fetch(`${server.url}/v1/sections/${created.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': SK },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a component whose data does not fit its type, naming the path; nothing is saved', async () => {
    const before = (await editor.sections.list())?.data.length;
    const error = await rejection(
      editor.sections.create({
        name: 'Bad',
        fragment: {
          components: [{ ...heading('h', 'Big'), styles: { h1: { fontSize: 999 } } }],
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.body)).toMatch(/fragment\.components\.0\.styles\.h1\.fontSize/);
    expect((await editor.sections.list())?.data.length).toBe(before);
  });

  it('refuses an unknown type, an empty section, a missing name and a non-object body with 400', async () => {
    const unknown = await post(SK, {
      name: 'X',
      fragment: { components: [{ id: 'u', type: 'no-such-type', areaId: 'main' }] },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /fragment\.components\.0\.type: no component type "no-such-type"/,
    );
    const empty = await post(SK, { name: 'X', fragment: { components: [] } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(
      /an area or at least one component/,
    );
    expect((await post(SK, { fragment: { area: {} } })).status).toBe(400);
    expect((await post(SK, ['not', 'an', 'object'])).status).toBe(400);
    const patch = await fetch(`${server.url}/v1/sections/sec_none`, {
      method: 'PATCH',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(patch.status).toBe(400);
  });

  it('the publishable key may neither read nor write sections', async () => {
    expect((await rejection(visitor.sections.list())).status).toBe(403);
    const write = await rejection(
      visitor.sections.create({ name: 'X', fragment: { components: [heading('v', 'V')] } }),
    );
    expect(write.status).toBe(403);
  });

  it('a viewer of the site reads sections but may not save one; another site’s owner sees none', async () => {
    await addMember(server.db, {
      siteId: 'site_demo',
      email: 'viewer.sections@example.com',
      role: 'viewer',
      invitedBy: null,
      accepted: true,
    });
    const viewer = (await ownerSignIn(server, 'viewer.sections@example.com')).client;
    expect((await viewer.sections.list())?.data.length).toBeGreaterThan(0);
    const refused = await rejection(
      viewer.sections.create({ name: 'X', fragment: { components: [heading('v', 'V')] } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/Viewers cannot save sections/);

    await addSite(server, 'site_other', 'owner.other@example.com');
    const stranger = (await ownerSignIn(server, 'owner.other@example.com')).client;
    expect((await rejection(stranger.sections.list())).status).toBe(403);
    const [mine] = (await editor.sections.list())?.data ?? [];
    expect((await rejection(stranger.sections.delete(mine!.id))).status).toBe(403);
  });
});
