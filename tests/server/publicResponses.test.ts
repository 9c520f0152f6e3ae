// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { pngFile } from './support/files';
import { cookieFetch, PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * Every route the publishable key answers, as listed by the OpenAPI document (a new route is
 * walked without touching this file), called by an anonymous visitor and by a signed-in one,
 * naming both their own and other people's identifiers. No answer may carry another person's
 * e-mail address in full or another person's user id.
 */

const ALICE = 'alice.owner@example.com';
const BOB = 'bob.private@example.com';
const PENDING = 'carla.pending@example.com';
const VIEWER = 'viewer.self@example.com';
const metadata = { firstName: 'Ada', lastName: 'Lovelace', terms: true, marketing: false };

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  default?: unknown;
}
interface Operation {
  security?: unknown[];
  description?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

let server: TestServer;
let viewer: ApiClient;
let viewerFetch: ReturnType<typeof cookieFetch>;
const ids: Record<string, string> = {};
let bobPost = '';

/** Another person's identifiers, and the viewer's own. */
const identities = () => ({
  others: { email: BOB, user_id: ids.bob! },
  own: { email: VIEWER, user_id: ids.viewer! },
});

async function userId(email: string): Promise<string> {
  const res = await fetch(`${server.url}/v1/users?email=${encodeURIComponent(email)}`, {
    headers: { 'x-api-key': SK },
  });
  const body = (await res.json()) as { data: { id: string }[] };
  return body.data[0]!.id;
}

async function registerAndPost(email: string, shortUrl: string, tokenId: string) {
  const owner = await server.signIn(email);
  await owner.registrations.registerEmail({
    email,
    collection_id: 'col_demo',
    short_url: shortUrl,
    metadata,
  });
  return owner.activities.create({
    title: 'On my desk',
    content: 'Looks great at night',
    token_id: tokenId,
    collection_slug: 'demo',
    image: pngFile(),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await registerAndPost(ALICE, 'demo-2', '2');
  bobPost = (await registerAndPost(BOB, 'demo-3', '3'))!.id;
  // A registration waiting for its e-mailed link.
  await server.client().registrations.registerEmail({
    email: PENDING,
    collection_id: 'col_demo',
    short_url: 'demo-5',
    metadata,
  });
  viewerFetch = cookieFetch();
  viewer = server.client({ fetch: viewerFetch });
  await viewer.access.sendOtp({ email: VIEWER });
  await viewer.access.verifyOtp({
    email: VIEWER,
    code: await server.latestCode(VIEWER),
    domain: 'localhost',
  });
  for (const [name, email] of [
    ['alice', ALICE],
    ['bob', BOB],
    ['viewer', VIEWER],
  ] as const)
    ids[name] = await userId(email);
}, 180_000);
afterAll(() => server?.close());

/** A value for a parameter or body field, by its name: unknown names fail the walk loudly. */
function valueFor(
  name: string,
  schema: Schema | undefined,
  route: string,
  who: { email: string; user_id: string },
): unknown {
  // An {id} names a different thing on each resource: found by the route's leading path.
  const idByResource: Record<string, string> = {
    '/v1/collections/{id}': 'demo',
    '/v1/layouts/{id}': 'lay_demo',
    '/v1/users/{id}': who.user_id,
    '/v1/activities/{id}': bobPost,
    '/v1/sites/{id}': 'site_demo',
    '/v1/sections/{id}': 'sec_none',
    '/v1/uploads/{id}': 'upl_none',
  };
  const byName: Record<string, unknown> = {
    email: who.email,
    user_id: who.user_id,
    collection_id: 'col_demo',
    collection_slug: 'demo',
    usable_by: 'demo',
    embed_origins: ['https://shop.example'],
    token_id: '3',
    short_url: 'demo-6',
    domain: 'localhost',
    layout_id: 'lay_demo',
    token_layout_id: 'lay_demo',
    revision: 1,
    code: '123456',
    message: 'not a signed message',
    signature: '0x00',
    metadata,
    title: 'A title',
    content: 'A caption',
    location: 'Lisbon',
    owner_email: who.email,
    author: who.email,
    q: who.email,
    from: '2026-01-01',
    to: '2026-01-31',
    event: 'page_view',
    path: '/c/demo',
    name: 'A name',
    document: {},
    fragment: { area: { name: 'A section' } },
    users: [{ id: who.user_id, metadata: { firstName: 'X' } }],
    kind: 'image',
    include_count: 'true',
    type: 'verified',
    duration: 12,
    slug: 'demo',
    description: 'A description',
    registrant: 'A brand',
    product_name_template: 'Item {token_id}',
    retail_settings: { price: 10 },
    gallery: [],
    attributes: [],
    images: [],
    registration_settings: {},
    activity_settings: {},
    site_id: 'site_demo',
    member_id: 'mem_none',
    key_id: 'key_none',
    public_url: 'https://shop.example',
    domains: [],
    default_locale: 'en',
    brand: {},
    role: 'viewer',
    scope: 'publishable',
  };
  if (name === 'id') {
    const resource = Object.keys(idByResource).find((prefix) => route.startsWith(prefix));
    if (resource) return idByResource[resource];
  }
  if (schema?.enum) return schema.enum[0];
  if (name in byName) return byName[name];
  const first = schema?.anyOf?.[0] ?? schema?.oneOf?.[0];
  if (first) return valueFor(name, first, route, who);
  if (schema?.default !== undefined) return schema.default;
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return schema?.minimum ?? 1;
  if (type === 'boolean') return true;
  throw new Error(`No seeded value for "${name}" of ${route}: add one to this walk`);
}

function bodyFor(schema: Schema, route: string, who: { email: string; user_id: string }) {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (name === 'file' || name === 'image') continue;
    body[name] = valueFor(name, field, route, who);
  }
  return body;
}

async function call(
  path: string,
  method: string,
  op: Operation,
  who: { email: string; user_id: string },
  signedIn: boolean,
): Promise<{ status: number; text: string }> {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in === 'header') continue;
    const value = String(valueFor(p.name, p.schema, path, who));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else query.set(p.name, value);
  }
  const headers: Record<string, string> = { 'x-api-key': PK };
  let body: BodyInit | undefined;
  const content = op.requestBody?.content ?? {};
  if (content['application/json']?.schema) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(bodyFor(content['application/json'].schema, path, who));
  } else if (content['multipart/form-data']?.schema) {
    const form = new FormData();
    for (const [k, v] of Object.entries(bodyFor(content['multipart/form-data'].schema, path, who)))
      form.set(k, String(v));
    form.set('image', pngFile());
    form.set('file', pngFile());
    body = form;
  }
  const target = `${server.url}${url}${query.size ? `?${query}` : ''}`;
  const send = signedIn ? viewerFetch : fetch;
  const res = await send(target, { method: method.toUpperCase(), headers, body });
  return { status: res.status, text: await res.text() };
}

describe('no public answer carries another person’s e-mail or user id', () => {
  it('walks every publishable-key route of /v1/openapi.json, signed out and signed in, with own and others’ identifiers', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.security ?? []).length > 0)
        .map(([method, op]) => ({ path, method, op })),
    );
    // Signing out ends the walk's session: it goes last.
    operations.sort(
      (a, b) => Number(a.path === '/v1/session/logout') - Number(b.path === '/v1/session/logout'),
    );
    expect(operations.length).toBeGreaterThan(20);
    const { others, own } = identities();
    const passes = [
      { label: 'signed in, own identifiers', who: own, signedIn: true },
      { label: 'signed in, others’ identifiers', who: others, signedIn: true },
      { label: 'signed out', who: others, signedIn: false },
    ];
    const foreignEmails = [ALICE, BOB, PENDING];
    const leaks: string[] = [];
    let answered = 0;
    for (const pass of passes) {
      const foreign = pass.signedIn ? [ids.alice!, ids.bob!] : [ids.alice!, ids.bob!, ids.viewer!];
      const emails = pass.signedIn ? foreignEmails : [...foreignEmails, VIEWER];
      for (const { path, method, op } of operations) {
        if (!pass.signedIn && path === '/v1/session/logout') continue;
        const { status, text } = await call(path, method, op, pass.who, pass.signedIn);
        const where = `${method.toUpperCase()} ${path} (${pass.label}) → ${status}`;
        if (status >= 500) leaks.push(`${where}: server error`);
        if (status < 300) answered++;
        const lower = text.toLowerCase();
        for (const email of emails) if (lower.includes(email)) leaks.push(`${where}: ${email}`);
        for (const id of foreign) if (text.includes(id)) leaks.push(`${where}: user id ${id}`);
        // Tap codes prove holding the item: only secret-key answers list them.
        if (text.includes('"short_code"')) leaks.push(`${where}: a tap code`);
      }
    }
    expect(leaks).toEqual([]);
    // The walk saw real answers, not only refusals (routes documented for the secret key, owners,
    // editors or members refuse).
    const openToPublishable = operations.filter(
      (o) => !/^(Secret key|Owners|Editors|Members|Any member)\b/.test(o.op.description ?? ''),
    );
    expect(answered).toBeGreaterThan(openToPublishable.length);
  }, 120_000);
});
