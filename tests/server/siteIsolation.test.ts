// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './support/files';
import { addSite, ownerSignIn } from './support/owner';
import { signInByEmailCode } from './support/signIn';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * Two sites on one server: site A, whose owner, editor, viewer and two site keys try everything
 * the API offers on site B (made by the environment's secret key), and B's resources named
 * inside writes to A. Every attempt must be refused (401, 403 or 404) and leave B as it was.
 */
let server: TestServer;

const A = 'site_iso_a';
const B = 'site_iso_b';
const HOST_A = `${A}.invalid`;
const HOST_B = `${B}.invalid`;

interface Caller {
  key: string;
  bearer?: string;
}
interface Reply {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

/** One request with the Host given (a site is chosen by its host), JSON or multipart. */
async function send(
  who: Caller,
  method: string,
  path: string,
  options: {
    host?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    host: options.host ?? HOST_A,
    'x-api-key': who.key,
    ...options.headers,
  };
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  let body: Buffer | undefined;
  if (options.form) {
    const built = new Request('http://form.invalid/', { method: 'POST', body: options.form });
    body = Buffer.from(await built.arrayBuffer());
    headers['content-type'] = built.headers.get('content-type')!;
  } else if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);
  const target = new URL(server.url);
  const { status, text } = await new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      { hostname: target.hostname, port: target.port, path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A CSV, an SVG or a page: the text is enough.
  }
  return { status, text, body: parsed };
}

const operator: Caller = { key: SK };
/** Site A's principals. */
const ofA: Record<string, Caller> = {};
/** What each principal is on site A. */
const rank: Record<string, number> = {
  owner: 3,
  editor: 2,
  "A's secret site key": 2,
  viewer: 1,
  "A's publishable site key": 0,
};
const least = { viewer: 1, editor: 2, owner: 3 } as const;

const page = (words: string) => ({
  version: 3,
  grid_config: {
    areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
  },
  components: [{ id: 't1', type: 'text', areaId: 'main', order: 0, data: { content: words } }],
});
const section = (words: string) => ({
  name: words,
  fragment: { components: [{ id: 'h', type: 'text', areaId: 'main', data: { content: words } }] },
});
const imageForm = () => {
  const form = new FormData();
  form.set('file', pngFile());
  return form;
};

/** Site B's resources, and site A's own. */
const b = {
  collection: '',
  slug: 'iso-b-lamps',
  token: 0,
  code: '',
  layout: '',
  unpublished: '',
  section: '',
  upload: '',
  activity: '',
  owner: '',
  invitation: '',
  key: '',
  secretKey: '',
  ownerBearer: '',
};
const a = { collection: '', token: 0, layout: '', section: '', activity: '' };
/** Words only B's private data holds: none may appear in an answer to A. */
const B_SECRETS = () => [b.code, 'B draft words', 'buyer-b@example.com', b.secretKey];

async function ok(reply: Promise<Reply>, what: string): Promise<Record<string, unknown>> {
  const res = await reply;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

async function post(collectionSlug: string, tokenId: string, title: string) {
  const form = new FormData();
  form.set('collection_slug', collectionSlug);
  form.set('token_id', tokenId);
  form.set('title', title);
  return String((await ok(send(operator, 'POST', '/v1/activities', { form }), 'post')).id);
}

beforeAll(async () => {
  server = await startTestServer({ writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 } });
  await addSite(server, A, 'owner-a@example.com');
  await addSite(server, B, 'owner-b@example.com');
  ofA.owner = { key: PK, bearer: (await ownerSignIn(server, 'owner-a@example.com')).token };
  for (const role of ['editor', 'viewer'] as const) {
    const email = `${role}-a@example.com`;
    await ok(
      send(ofA.owner, 'POST', `/v1/sites/${A}/invitations`, { json: { email, role } }),
      role,
    );
    ofA[role] = { key: PK, bearer: (await ownerSignIn(server, email)).token };
  }
  for (const scope of ['secret', 'publishable'] as const) {
    const made = await ok(
      send(ofA.owner, 'POST', `/v1/sites/${A}/keys`, { json: { name: scope, scope } }),
      'key',
    );
    ofA[`A's ${scope} site key`] = { key: String(made.key) };
  }

  // Site B, made by the operator.
  const opB = (method: string, path: string, json?: unknown) =>
    ok(send(operator, method, path, { host: HOST_B, json }), `${method} ${path}`);
  b.collection = String(
    (await opB('POST', '/v1/collections', { name: 'B lamps', slug: b.slug, site_id: B })).id,
  );
  const tokens = (await opB('POST', `/v1/collections/${b.collection}/tokens`, { count: 3 }))
    .data as { id: number; short_code: string }[];
  b.token = tokens[0]!.id;
  b.code = tokens[0]!.short_code;
  const layout = { name: 'B page', collection_id: b.collection, document: page('B live words') };
  b.layout = String((await opB('POST', '/v1/layouts', layout)).id);
  await opB('POST', `/v1/layouts/${b.layout}/publish`, {});
  await opB('PUT', `/v1/layouts/${b.layout}`, { revision: 1, document: page('B draft words') });
  b.unpublished = String(
    (await opB('POST', '/v1/layouts', { name: 'B unpublished', collection_id: b.collection })).id,
  );
  await opB('PUT', `/v1/collections/${b.collection}`, { layout_id: b.layout });
  b.section = String((await opB('POST', '/v1/sections', section('B section'))).id);
  await ok(send(operator, 'POST', '/v1/uploads', { host: HOST_B, form: imageForm() }), 'upload');
  b.upload = String(((await opB('GET', '/v1/uploads')).data as { id: string }[])[0]!.id);
  b.activity = await post(b.slug, '1', 'B post');
  const buyer = await signInByEmailCode(server.url, 'buyer-b@example.com');
  const registered = await buyer(`${server.url}/v1/registrations/register-email`, {
    method: 'POST',
    headers: { 'x-api-key': PK, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'buyer-b@example.com',
      collection_id: b.collection,
      short_url: b.code,
    }),
  });
  expect(registered.status).toBe(200);
  const members = (await opB('GET', `/v1/sites/${B}/members`)).data as { id: string }[];
  b.owner = members[0]!.id;
  b.invitation = String(
    (await opB('POST', `/v1/sites/${B}/invitations`, { email: 'invitee-b@example.com' })).id,
  );
  const key = await opB('POST', `/v1/sites/${B}/keys`, { name: 'B ERP', scope: 'secret' });
  b.key = String(key.id);
  b.secretKey = String(key.key);
  b.ownerBearer = (await ownerSignIn(server, 'owner-b@example.com')).token;

  // Site A's own collection, token, layout, section and post, made by its owner.
  const ownerA = (method: string, path: string, json?: unknown) =>
    ok(send(ofA.owner!, method, path, { json }), `${method} ${path}`);
  a.collection = String((await ownerA('POST', '/v1/collections', { name: 'A', slug: 'iso-a' })).id);
  const aTokens = await ownerA('POST', `/v1/collections/${a.collection}/tokens`, { count: 2 });
  a.token = (aTokens.data as { id: number }[])[0]!.id;
  const aLayout = { name: 'A page', collection_id: a.collection, document: page('A words') };
  a.layout = String((await ownerA('POST', '/v1/layouts', aLayout)).id);
  await ownerA('POST', `/v1/layouts/${a.layout}/publish`, {});
  a.section = String((await ownerA('POST', '/v1/sections', section('A section'))).id);
  a.activity = await post('iso-a', '1', 'A post');
}, 180_000);
afterAll(() => server?.close());

/** Everything of B the operator reads: it must be the same after A's attempts. */
async function snapshotOfB() {
  const reads = [
    `/v1/sites/${B}`,
    `/v1/sites/${B}/members`,
    `/v1/sites/${B}/keys`,
    `/v1/collections/${b.collection}`,
    `/v1/collections/${b.collection}/tokens`,
    `/v1/collections/${b.collection}/registrations`,
    `/v1/collections/${b.collection}/activities`,
    `/v1/registrations/${b.token}`,
    `/v1/layouts/${b.layout}`,
    `/v1/layouts/${b.layout}/versions`,
    `/v1/layouts/${b.unpublished}`,
    `/v1/sections/${b.section}`,
    '/v1/uploads',
  ];
  const out: Record<string, unknown> = {};
  for (const path of reads) {
    const res = await send(operator, 'GET', path, { host: HOST_B });
    out[path] = { status: res.status, body: res.body };
  }
  return out;
}

let before: Record<string, unknown>;

/** A path or body with {A}, {B} and B's resources ({collection}, {token}, …) filled in. */
const fill = (text: string, of: Record<string, unknown> = b) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'A' ? A : name === 'B' ? B : String(of[name]),
  );
const filled = (json: unknown, of?: Record<string, unknown>) =>
  json === undefined ? undefined : (JSON.parse(fill(JSON.stringify(json), of)) as unknown);

/** Each attempt on B: the request, the rule in words, its body and the host it is sent to. */
type Attempt = [method: string, path: string, rule: string, json?: unknown, host?: string];
const onB: Attempt[] = [
  ['GET', '/v1/sites/{B}', 'cannot see site B'],
  ['PATCH', '/v1/sites/{B}', 'cannot rename B or take its domains', { domains: ['x.example'] }],
  ['GET', '/v1/sites/{B}/members', 'cannot list B’s people'],
  ['GET', '/v1/sites/{B}/invitations', 'cannot list B’s invitations'],
  ['POST', '/v1/sites/{B}/invitations', 'cannot invite to B', { email: 'mole@example.com' }],
  ['PATCH', '/v1/sites/{B}/members/{owner}', 'cannot change a role on B', { role: 'viewer' }],
  ['PATCH', '/v1/sites/{A}/members/{owner}', 'cannot reach B’s member via A', { role: 'viewer' }],
  ['GET', '/v1/sites/{B}/keys', 'cannot list B’s API keys'],
  ['POST', '/v1/sites/{B}/keys', 'cannot make a key for B', { name: 'k', scope: 'secret' }],
  ['GET', '/v1/collections/{slug}?include_layout=true', 'cannot read B’s collection'],
  ['PUT', '/v1/collections/{collection}', 'cannot choose B’s page layout', { layout_id: null }],
  ['PATCH', '/v1/collections/{collection}', 'cannot edit B’s collection', { name: 'Mine' }],
  ['POST', '/v1/collections/{collection}/archive', 'cannot archive B’s collection'],
  ['POST', '/v1/collections', 'cannot create on B', { name: 'M', slug: 'iso-m1', site_id: B }],
  ['POST', '/v1/collections', 'cannot create on B', { name: 'M', slug: 'iso-m2' }, HOST_B],
  ['GET', '/v1/collections/{collection}/tokens', 'cannot list B’s tokens and tap codes'],
  ['POST', '/v1/collections/{collection}/tokens', 'cannot add tokens to B', { count: 1 }],
  ['PATCH', '/v1/tokens/{token}', 'cannot edit B’s token', { attributes: { colour: 'mole' } }],
  ['POST', '/v1/tokens/{token}/rotate-code', 'cannot rotate B’s tap code'],
  ['GET', '/v1/collections/{collection}/tap-urls.csv', 'cannot download B’s tap URLs'],
  ['GET', '/v1/tokens/{token}/tap-qr.svg', 'cannot print B’s tap QR code'],
  ['GET', '/v1/collections/{collection}/registrations?format=csv', 'cannot list B’s owners'],
  ['GET', '/v1/registrations/{token}', 'cannot read B’s registration'],
  ['POST', '/v1/registrations/{token}/transfer', 'cannot transfer B’s', { email: 'm@example.com' }],
  ['POST', '/v1/registrations/{token}/revoke', 'cannot revoke B’s registration'],
  ['GET', '/v1/collections/{collection}/activities', 'cannot read B’s moderation queue'],
  ['POST', '/v1/activities/{activity}/hide', 'cannot hide B’s post'],
  ['POST', '/v1/activities/{activity}/unhide', 'cannot unhide B’s post'],
  ['POST', '/v1/activities/{activity}/approve', 'cannot approve B’s post'],
  ['GET', '/v1/collections/{collection}/analytics/funnel?format=csv', 'cannot read B’s funnel'],
  ['GET', '/v1/collections/{collection}/analytics/series', 'cannot read B’s analytics'],
  ['GET', '/v1/layouts/{unpublished}', 'cannot read B’s unpublished layout'],
  ['PUT', '/v1/layouts/{layout}', 'cannot save B’s layout', { revision: 2, document: {} }],
  ['POST', '/v1/layouts/{layout}/publish', 'cannot publish B’s layout', { revision: 1 }],
  ['GET', '/v1/layouts/{layout}/versions', 'cannot read B’s layout history'],
  ['GET', '/v1/layouts/{layout}/versions/2', 'cannot read B’s draft revision'],
  ['POST', '/v1/layouts/{layout}/versions/1/restore', 'cannot restore B’s revision'],
  ['POST', '/v1/layouts', 'cannot make B a layout', { name: 'M', collection_id: '{collection}' }],
  ['POST', '/v1/layouts', 'cannot make B a layout', { name: 'M' }, HOST_B],
  ...[HOST_A, HOST_B].flatMap((host): Attempt[] => [
    ['GET', '/v1/sections/{section}', 'cannot read B’s section', undefined, host],
    ['PATCH', '/v1/sections/{section}', 'cannot change B’s section', { name: 'M' }, host],
    ['DELETE', '/v1/sections/{section}', 'cannot delete B’s section', undefined, host],
    ['DELETE', '/v1/uploads/{upload}', 'cannot delete B’s file', undefined, host],
  ]),
  ['GET', '/v1/sections', 'cannot list B’s sections', undefined, HOST_B],
  ['POST', '/v1/sections', 'cannot save a section on B', section('mole'), HOST_B],
  ['GET', '/v1/uploads', 'cannot list B’s media library', undefined, HOST_B],
  ['GET', '/v1/users', 'cannot list every user'],
  [
    'POST',
    '/v1/users/batch-update',
    'cannot batch-update users',
    { users: [{ id: 'u', metadata: { a: 1 } }] },
  ],
  // Destructive ones last.
  ['DELETE', '/v1/activities/{activity}', 'cannot delete B’s post'],
  ['DELETE', '/v1/layouts/{layout}', 'cannot delete B’s layout'],
  ['DELETE', '/v1/sites/{B}/invitations/{invitation}', 'cannot withdraw B’s invitation'],
  ['DELETE', '/v1/sites/{A}/invitations/{invitation}', 'cannot reach B’s invitation via A'],
  ['DELETE', '/v1/sites/{B}/members/{owner}', 'cannot remove B’s owner'],
  ['DELETE', '/v1/sites/{B}/keys/{key}', 'cannot revoke B’s key'],
  ['DELETE', '/v1/sites/{A}/keys/{key}', 'cannot reach B’s key via A'],
];

describe('no principal of site A reads or changes site B', () => {
  beforeAll(async () => {
    before = await snapshotOfB();
  });

  for (const [method, path, rule, json, host] of onB) {
    const where = host === HOST_B ? ' (sent to B’s host)' : '';
    it(`${method} ${path}${where}: A’s owner, editor, viewer and site keys ${rule} (401/403/404, nothing of B in the answer)`, async () => {
      for (const [name, who] of Object.entries(ofA)) {
        const res = await send(who, method, fill(path), { json: filled(json), host });
        expect({ name, status: res.status, text: res.text.slice(0, 200) }).toMatchObject({
          name,
          status: expect.toSatisfy((s: number) => [401, 403, 404].includes(s)),
        });
        for (const secret of B_SECRETS()) expect(res.text).not.toContain(secret);
      }
      // The same read by the operator answers: the refusal above is not a mistyped request.
      if (method === 'GET')
        expect((await send(operator, method, fill(path), { host: HOST_B })).status).toBe(200);
    });
  }

  it('after every attempt, everything of site B reads exactly as before', async () => {
    expect(Object.values(before).map((r) => (r as { status: number }).status)).not.toContain(404);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('A’s principals list only A among the sites, and none of B’s collections or drafts', async () => {
    for (const [name, who] of Object.entries(ofA)) {
      const sites = (await send(who, 'GET', '/v1/sites')).body.data as { id: string }[];
      expect({ name, sites: sites.map((s) => s.id) }).toEqual({
        name,
        sites: name.includes('publishable') ? [] : [A],
      });
      const collections = await send(who, 'GET', '/v1/collections?limit=100');
      expect(collections.text).not.toContain(b.collection);
      const layouts = await send(who, 'GET', '/v1/layouts?limit=200');
      expect(layouts.text).not.toContain(b.unpublished);
      // B's published layout is public at its published revision: never its draft.
      const published = await send(who, 'GET', `/v1/layouts/${b.layout}`);
      expect(published.text).not.toContain('B draft words');
    }
  });

  it('a file A’s editor uploads while sending B’s host does not join B’s media library', async () => {
    const count = async () =>
      (
        (await send(operator, 'GET', '/v1/uploads', { host: HOST_B })).body.pagination as {
          total_count: number;
        }
      ).total_count;
    const was = await count();
    const res = await send(ofA.editor!, 'POST', '/v1/uploads', { host: HOST_B, form: imageForm() });
    expect(res.status).toBe(201);
    expect(await count()).toBe(was);
  });
});

describe('a write to site A never names a layout of site B', () => {
  const refusedFor = async (method: string, path: string, json: unknown, field: RegExp) => {
    for (const name of ['owner', 'editor', "A's secret site key"]) {
      const res = await send(ofA[name]!, method, path, { json });
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      expect(res.body.message).toMatch(field);
    }
  };

  it('PUT /v1/collections/{id}: A’s collection cannot be given B’s layout', async () => {
    await refusedFor(
      'PUT',
      `/v1/collections/${a.collection}`,
      { layout_id: b.layout },
      /^layout_id: /,
    );
  });

  it('PATCH /v1/collections/{id}: not as its page, token page or success layout', async () => {
    const path = `/v1/collections/${a.collection}`;
    await refusedFor('PATCH', path, { layout_id: b.layout }, /^layout_id: /);
    await refusedFor('PATCH', path, { token_layout_id: b.layout }, /^token_layout_id: /);
    const settings = { registration_settings: { onSuccessLayout: { id: b.layout } } };
    await refusedFor('PATCH', path, settings, /^registration_settings\.onSuccessLayout\.id: /);
    const after = await send(operator, 'GET', path);
    expect(after.body).toMatchObject({ layout_id: null });
  });

  it('POST /v1/collections: a new collection of A cannot start with B’s layout', async () => {
    const json = { name: 'X', slug: 'iso-a-x', site_id: A, token_layout_id: b.layout };
    await refusedFor('POST', '/v1/collections', json, /^token_layout_id: /);
    expect((await send(operator, 'GET', '/v1/collections/iso-a-x')).status).toBe(404);
  });

  it('PATCH /v1/tokens/{id}: A’s token cannot be given B’s layout', async () => {
    await refusedFor('PATCH', `/v1/tokens/${a.token}`, { layout_id: b.layout }, /^layout_id: /);
  });
});

describe('roles within site A: viewers read, editors write, owners manage people and keys', () => {
  const op = (method: string, path: string, json?: unknown) =>
    ok(send(operator, method, path, { json }), `${method} ${path}`);
  let n = 0;
  /** Something of A made afresh for each caller, its id as {new} in the path. */
  const fresh = {
    section: () => op('POST', '/v1/sections', section('gone')),
    layout: () => op('POST', '/v1/layouts', { name: 'L', collection_id: a.collection }),
    upload: async () => {
      await ok(send(operator, 'POST', '/v1/uploads', { form: imageForm() }), 'upload');
      return ((await op('GET', '/v1/uploads?limit=1')).data as { id: string }[])[0]!;
    },
    invitation: () =>
      op('POST', `/v1/sites/${A}/invitations`, { email: `p${++n}@example.com`, role: 'viewer' }),
    key: () => op('POST', `/v1/sites/${A}/keys`, { name: 'k', scope: 'secret' }),
  };
  type Step = [least: keyof typeof least, method: string, path: string, json?: unknown];
  const steps: [...Step, make?: () => Promise<{ id?: unknown }>][] = [
    ['viewer', 'GET', '/v1/sites/{A}'],
    ['viewer', 'GET', '/v1/sites/{A}/members'],
    ['viewer', 'GET', '/v1/sections'],
    ['viewer', 'GET', '/v1/uploads'],
    ['viewer', 'GET', '/v1/layouts/{layout}/versions/1'],
    ['editor', 'POST', '/v1/sections', section('s')],
    ['editor', 'PATCH', '/v1/sections/{section}', { name: 'A2' }],
    ['editor', 'DELETE', '/v1/sections/{new}', undefined, fresh.section],
    ['editor', 'DELETE', '/v1/uploads/{new}', undefined, fresh.upload],
    ['editor', 'PUT', '/v1/layouts/{new}', { revision: 1, document: page('A2') }, fresh.layout],
    ['editor', 'POST', '/v1/layouts/{layout}/publish', {}],
    ['editor', 'POST', '/v1/layouts/{layout}/versions/1/restore'],
    ['editor', 'DELETE', '/v1/layouts/{new}', undefined, fresh.layout],
    ['editor', 'POST', '/v1/layouts', { name: 'L', collection_id: '{collection}' }],
    ['editor', 'PATCH', '/v1/collections/{collection}', { description: 'Lamps' }],
    ['editor', 'PUT', '/v1/collections/{collection}', { layout_id: '{layout}' }],
    ['editor', 'POST', '/v1/collections/{collection}/tokens', { count: 1 }],
    ['editor', 'PATCH', '/v1/tokens/{token}', { attributes: { colour: 'red' } }],
    ['editor', 'POST', '/v1/tokens/{token}/rotate-code'],
    ['editor', 'GET', '/v1/tokens/{token}/tap-qr.svg'],
    ['editor', 'GET', '/v1/collections/{collection}/tap-urls.csv'],
    ['editor', 'GET', '/v1/collections/{collection}/registrations'],
    ['editor', 'GET', '/v1/registrations/{token}'],
    ['editor', 'GET', '/v1/collections/{collection}/activities'],
    ['editor', 'POST', '/v1/activities/{activity}/hide'],
    ['editor', 'GET', '/v1/collections/{collection}/analytics/funnel'],
    ['owner', 'PATCH', '/v1/sites/{A}', { name: 'Site A' }],
    ['owner', 'GET', '/v1/sites/{A}/invitations'],
    ['owner', 'DELETE', '/v1/sites/{A}/invitations/{new}', undefined, fresh.invitation],
    ['owner', 'PATCH', '/v1/sites/{A}/members/{new}', { role: 'owner' }, fresh.invitation],
    ['owner', 'GET', '/v1/sites/{A}/keys'],
    ['owner', 'DELETE', '/v1/sites/{A}/keys/{new}', undefined, fresh.key],
  ];

  for (const [need, method, path, json, make] of steps) {
    it(`${method} ${path}: allowed from ${need} up (A’s secret site key is an editor, its publishable key nothing), 403 below`, async () => {
      for (const [name, who] of Object.entries(ofA)) {
        const of: Record<string, unknown> = { ...a, new: make ? (await make()).id : '' };
        const res = await send(who, method, fill(path, of), { json: filled(json, of) });
        if (rank[name]! >= least[need]) {
          expect({ name, status: res.status, text: res.text.slice(0, 200) }).toMatchObject({
            name,
            status: expect.toSatisfy((s: number) => s >= 200 && s < 300),
          });
        } else {
          expect({ name, status: res.status }).toEqual({ name, status: 403 });
          if (name === 'viewer') expect(res.body.message).toMatch(/^Viewers cannot /);
          if (rank[name] === 2) expect(res.body.message).toMatch(/^Editors cannot /);
        }
      }
    });
  }
});

describe('sharing across sites by other means', () => {
  it('a layout saved on no site (the operator’s, shown by B’s pages) cannot be rewritten by A’s editor or site key', async () => {
    // Made on a host no site answers on: the layout has no site (site_id null).
    const made = await send(operator, 'POST', '/v1/layouts', {
      host: 'nowhere.invalid',
      json: { name: 'Shared', document: page('Shared words') },
    });
    const shared = String(made.body.id);
    await ok(send(operator, 'POST', `/v1/layouts/${shared}/publish`, { json: {} }), 'publish');
    const patch = { json: { token_layout_id: shared } };
    await ok(send(operator, 'PATCH', `/v1/collections/${b.collection}`, patch), 'use it on B');
    const seen: Record<string, unknown> = {};
    for (const name of ['editor', "A's secret site key"]) {
      const who = ofA[name]!;
      const { revision } = await ok(send(operator, 'GET', `/v1/layouts/${shared}`), 'read');
      const json = { revision, document: page(`Defaced by A's ${name}`) };
      const save = await send(who, 'PUT', `/v1/layouts/${shared}`, { json });
      const publish = await send(who, 'POST', `/v1/layouts/${shared}/publish`, { json: {} });
      seen[name] = [save.status, publish.status];
    }
    const query = '?token_id=2&include_layout=true';
    const tokenPage = await send({ key: PK }, 'GET', `/v1/collections/${b.slug}${query}`, {
      host: HOST_B,
    });
    seen["B's token page defaced"] = tokenPage.text.includes('Defaced by A');
    expect({ created: made.status, ...seen }).toEqual({
      created: 201,
      editor: [403, 403],
      "A's secret site key": [403, 403],
      "B's token page defaced": false,
    });
  });

  it('an Idempotency-Key replay never hands B’s stored answer to a principal of A', async () => {
    // B's secret site key adds a token, B's owner creates a key: each with a key its tool chose.
    const tokens = { json: { count: 1 }, headers: { 'idempotency-key': 'nightly-batch-1' } };
    const path = `/v1/collections/${b.collection}/tokens`;
    const first = await send({ key: b.secretKey }, 'POST', path, { ...tokens, host: HOST_B });
    const keys = {
      json: { name: 'Shop', scope: 'secret' },
      headers: { 'idempotency-key': 'create-shop-key' },
    };
    const made = await send(
      { key: PK, bearer: b.ownerBearer },
      'POST',
      `/v1/sites/${B}/keys`,
      keys,
    );
    expect([first.status, made.status]).toEqual([201, 201]);
    // The same requests from A's principals, from the same address: refused, never B's answer.
    const tokenReplay = await send(ofA["A's secret site key"]!, 'POST', path, tokens);
    const keyReplay = await send(ofA.owner!, 'POST', `/v1/sites/${B}/keys`, keys);
    expect({
      tokens: [tokenReplay.status, tokenReplay.text.includes(b.collection)],
      key: [keyReplay.status, keyReplay.text.includes(String(made.body.key))],
    }).toEqual({ tokens: [403, false], key: [403, false] });
  });
});
