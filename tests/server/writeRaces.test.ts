// @vitest-environment node
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiKeys,
  collectionOldSlugs,
  collections,
  layoutVersions,
  registrationTransfers,
  siteDomains,
  siteMembers,
  sites,
  tokens,
  uploads,
} from '../../server/db/schema';
import { DEMO } from '../../server/seed';
import { pngFile } from './support/files';
import { keepAliveFetch } from './support/keepAliveFetch';
import { parsedBody, serverErrors, tally, times, type RaceAnswer } from './support/races';
import { registerDemoToken, signInByEmailCode } from './support/signIn';
import { SK, startTestServer, type TestServer } from './support/testServer';

/**
 * The same write (or writes that conflict) sent many times at once, with the secret key: no
 * answer may be a 5xx, the number of winners is what the API promises, and what is stored
 * afterwards keeps its rules. On PGlite every query waits its turn; on PostgreSQL
 * (scripts/ci-postgres.sh) the requests really run side by side.
 */
let server: TestServer;
const RACE = 16;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer({ writeLimits: { perAddress: 100_000, perKey: 1_000_000 } });
}, 120_000);
afterAll(() => server?.close());

type Answer = RaceAnswer;

async function call(
  method: string,
  path: string,
  body?: unknown,
  on: TestServer = server,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': SK };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await keepAliveFetch(`${on.url}${path}`, { method, headers, body: payload });
  const text = await res.text();
  const parsed = parsedBody(text);
  return { status: res.status, body: parsed };
}

const doc = (text: string) => ({
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [{ id: 'c1', type: 'text', areaId: 'main', data: { content: `<p>${text}</p>` } }],
});

async function newLayout(name: string): Promise<string> {
  const created = await call('POST', '/v1/layouts', { name, document: doc(name) });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function newCollection(slug: string): Promise<string> {
  const created = await call('POST', '/v1/collections', { name: slug, slug });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const layoutHistory = async (id: string) =>
  (
    await server.db
      .select({ revision: layoutVersions.revision })
      .from(layoutVersions)
      .where(eq(layoutVersions.layoutId, id))
  )
    .map((v) => v.revision)
    .sort((a, b) => a - b);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('collections', () => {
  it('creating collections with one slug at once: exactly one is created, the others are told 409', async () => {
    const answers = await times(RACE, (i) =>
      call('POST', '/v1/collections', { name: `Same slug ${i}`, slug: 'same-slug' }),
    );
    const rows = await server.db
      .select()
      .from(collections)
      .where(eq(collections.slug, 'same-slug'));
    expect({ statuses: tally(answers), rows: rows.length }).toEqual({
      statuses: { 201: 1, 409: RACE - 1 },
      rows: 1,
    });
  });

  it('the first collections made at once on a server without a site all land on one new site, never a 5xx', async () => {
    const bare = await startTestServer({}, { seed: false });
    try {
      const errors: string[] = [];
      const siteCounts: number[] = [];
      // A few rounds, each from no site at all again: the requests must overlap to show it.
      for (let round = 0; round < 4; round++) {
        await bare.db.delete(collections);
        await bare.db.delete(sites);
        bare.cache.clear({ sites: true });
        const answers = await times(RACE, (i) =>
          call('POST', '/v1/collections', { name: `First ${i}`, slug: `first-${i}` }, bare),
        );
        errors.push(...serverErrors(answers));
        siteCounts.push((await bare.db.select({ id: sites.id }).from(sites)).length);
      }
      expect({ errors, siteCounts }).toEqual({ errors: [], siteCounts: [1, 1, 1, 1] });
    } finally {
      await bare.close();
    }
  });

  it('renaming a collection to one new slug at once: every answer is 200 and the old slug still leads to it', async () => {
    const id = await newCollection('rename-same-old');
    const answers = await times(RACE, () =>
      call('PATCH', `/v1/collections/${id}`, { slug: 'rename-same-new' }),
    );
    const byOld = await call('GET', '/v1/collections/rename-same-old');
    expect({
      statuses: tally(answers),
      oldLeadsTo: byOld.body.id,
      slugNow: byOld.body.slug,
    }).toEqual({ statuses: { 200: RACE }, oldLeadsTo: id, slugNow: 'rename-same-new' });
  });

  it('renaming a collection to several slugs at once: every slug an answer reported still leads to that collection', async () => {
    const id = await newCollection('rename-many-old');
    const answers = await times(RACE, (i) =>
      call('PATCH', `/v1/collections/${id}`, { slug: `rename-many-${i}` }),
    );
    expect(serverErrors(answers)).toEqual([]);
    const reported = answers.filter((a) => a.status === 200).map((a) => a.body.slug as string);
    const lost: string[] = [];
    for (const slug of ['rename-many-old', ...reported]) {
      const read = await call('GET', `/v1/collections/${slug}`);
      if (read.status !== 200 || read.body.id !== id) lost.push(`${slug} → ${read.status}`);
    }
    const [row] = await server.db.select().from(collections).where(eq(collections.id, id));
    const old = await server.db
      .select({ slug: collectionOldSlugs.slug })
      .from(collectionOldSlugs)
      .where(eq(collectionOldSlugs.collectionId, id));
    expect({ lost, current: row!.slug, formerSlugs: old.length }).toEqual({
      lost: [],
      current: row!.slug,
      formerSlugs: reported.length,
    });
  });

  it('choosing a collection page layout at once (PUT): every answer 200, and the layout kept is one of those chosen', async () => {
    const id = await newCollection('put-layout');
    const chosen = await times(4, (i) => newLayout(`Put layout ${i}`));
    const answers = await times(RACE, (i) =>
      call('PUT', `/v1/collections/${id}`, { layout_id: chosen[i % chosen.length] }),
    );
    const [row] = await server.db.select().from(collections).where(eq(collections.id, id));
    expect(tally(answers)).toEqual({ 200: RACE });
    expect(chosen).toContain(row!.layoutId);
  });

  it('choosing a layout (PUT) while that layout is deleted: the collection never keeps a layout that no longer exists', async () => {
    const id = await newCollection('put-deleted-layout');
    const dangling: string[] = [];
    for (let round = 0; round < 5; round++) {
      const layoutId = await newLayout(`Doomed choice ${round}`);
      const answers = await times(RACE, (i) =>
        i === RACE / 2
          ? call('DELETE', `/v1/layouts/${layoutId}`)
          : call('PUT', `/v1/collections/${id}`, { layout_id: layoutId }),
      );
      dangling.push(...serverErrors(answers));
      const [row] = await server.db.select().from(collections).where(eq(collections.id, id));
      if (row!.layoutId === layoutId) dangling.push(`round ${round}: layout_id ${layoutId}`);
    }
    expect(dangling).toEqual([]);
  });

  it('editing different fields of a collection at once (PATCH): every answer 200 and no field sent is lost', async () => {
    const id = await newCollection('patch-fields');
    const answers = await times(RACE, (i) =>
      call(
        'PATCH',
        `/v1/collections/${id}`,
        i % 2 === 0 ? { description: 'Described' } : { registrant: 'Registrant' },
      ),
    );
    const [row] = await server.db.select().from(collections).where(eq(collections.id, id));
    expect({
      statuses: tally(answers),
      description: row!.description,
      registrant: row!.registrant,
    }).toEqual({ statuses: { 200: RACE }, description: 'Described', registrant: 'Registrant' });
  });

  it('archiving a collection at once: every answer 200, and the archive date is the first one, never moved by the later archives', async () => {
    const id = await newCollection('archive-race');
    const archivedAt = async () =>
      (await server.db.select().from(collections).where(eq(collections.id, id)))[0]!.archivedAt;
    const requests = Array.from({ length: RACE }, () =>
      call('POST', `/v1/collections/${id}/archive`),
    );
    await Promise.race(requests);
    const first = await archivedAt();
    const answers = await Promise.all(requests);
    expect(tally(answers)).toEqual({ 200: RACE });
    expect(answers.every((a) => a.body.archived === true)).toBe(true);
    expect(first).not.toBeNull();
    expect((await archivedAt())?.toISOString()).toBe(first?.toISOString());
  });
});

describe('layouts', () => {
  it('saves that start from one revision at once: exactly one wins, the others are 409, and the history gains one version', async () => {
    const id = await newLayout('Save race');
    const answers = await times(RACE, (i) =>
      call('PUT', `/v1/layouts/${id}`, { document: doc(`save ${i}`), revision: 1 }),
    );
    const now = await call('GET', `/v1/layouts/${id}`);
    expect({
      statuses: tally(answers),
      revision: now.body.revision,
      history: await layoutHistory(id),
    }).toEqual({ statuses: { 200: 1, 409: RACE - 1 }, revision: 2, history: [1, 2] });
  });

  it('publishing a layout at once: every answer 200 and the draft revision is the published one', async () => {
    const id = await newLayout('Publish race');
    const answers = await times(RACE, () => call('POST', `/v1/layouts/${id}/publish`, {}));
    const now = await call('GET', `/v1/layouts/${id}`);
    expect({ statuses: tally(answers), published: now.body.published_revision }).toEqual({
      statuses: { 200: RACE },
      published: 1,
    });
  });

  it('restoring one revision at once: each restore is its own new revision, numbered without gaps or repeats', async () => {
    const id = await newLayout('Restore race');
    const answers = await times(RACE, () => call('POST', `/v1/layouts/${id}/versions/1/restore`));
    const answered = answers.map((a) => a.body.revision as number).sort((a, b) => a - b);
    expect({
      statuses: tally(answers),
      answered,
      history: await layoutHistory(id),
    }).toEqual({
      statuses: { 200: RACE },
      answered: range(2, RACE + 1),
      history: range(1, RACE + 1),
    });
  });

  it('deleting a layout while saves run on it (and deleting it twice): one delete wins, no 5xx, and nothing of it is left', async () => {
    const id = await newLayout('Delete during saves');
    const answers = await times(RACE + 2, (i) =>
      i < 2
        ? call('DELETE', `/v1/layouts/${id}`)
        : call('PUT', `/v1/layouts/${id}`, { document: doc(`late ${i}`), revision: 1 }),
    );
    const deletes = answers.slice(0, 2);
    expect(serverErrors(answers)).toEqual([]);
    expect(tally(deletes)).toEqual({ 200: 1, 404: 1 });
    expect((await call('GET', `/v1/layouts/${id}`)).status).toBe(404);
    expect(await layoutHistory(id)).toEqual([]);
  });

  it('deleting a layout while publishes of it run: no publish answers 5xx', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 5; round++) {
      const id = await newLayout(`Delete during publishes ${round}`);
      const answers = await times(RACE, (i) =>
        i === RACE / 2
          ? call('DELETE', `/v1/layouts/${id}`)
          : call('POST', `/v1/layouts/${id}/publish`, {}),
      );
      failures.push(...serverErrors(answers));
    }
    expect(failures).toEqual([]);
  });

  it('deleting a layout while restores of it run: no 5xx, and no version is left without its layout', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 5; round++) {
      const id = await newLayout(`Delete during restores ${round}`);
      const answers = await times(RACE, (i) =>
        i === RACE / 2
          ? call('DELETE', `/v1/layouts/${id}`)
          : call('POST', `/v1/layouts/${id}/versions/1/restore`),
      );
      failures.push(
        ...answers
          .map((a) => a.status)
          .filter((s) => s !== 200 && s !== 404)
          .map(String),
      );
      if ((await layoutHistory(id)).length > 0) failures.push(`versions of ${id} left`);
    }
    expect(failures).toEqual([]);
  });
});

describe('tokens', () => {
  const numbersOf = async (collectionId: string) =>
    (
      await server.db
        .select({ tokenId: tokens.tokenId })
        .from(tokens)
        .where(eq(tokens.collectionId, collectionId))
    )
      .map((t) => Number(t.tokenId))
      .sort((a, b) => a - b);

  it('batches of numbered tokens asked for at once without a start: the numbers made stay unique and contiguous', async () => {
    const id = await newCollection('token-batches');
    const answers = await times(10, () =>
      call('POST', `/v1/collections/${id}/tokens`, { count: 5 }),
    );
    const numbers = await numbersOf(id);
    expect(serverErrors(answers)).toEqual([]);
    expect(numbers).toEqual(range(1, numbers.length));
    const answered = answers.flatMap((a) =>
      a.status === 201
        ? (a.body.data as { token_id: string }[]).map((t) => Number(t.token_id))
        : [],
    );
    expect(answered.sort((a, b) => a - b)).toEqual(numbers);
  });

  it('batches of numbered tokens asked for at once without a start: every batch is created (the caller chose no number, so none can conflict)', async () => {
    const id = await newCollection('token-batches-all');
    const answers = await times(10, () =>
      call('POST', `/v1/collections/${id}/tokens`, { count: 5 }),
    );
    expect({ statuses: tally(answers), numbers: await numbersOf(id) }).toEqual({
      statuses: { 201: 10 },
      numbers: range(1, 50),
    });
  });

  it('batches asked for at once from one explicit start: one is created, the others are 409, no number twice', async () => {
    const id = await newCollection('token-batches-start');
    const answers = await times(10, () =>
      call('POST', `/v1/collections/${id}/tokens`, { count: 5, start: 100 }),
    );
    expect({ statuses: tally(answers), numbers: await numbersOf(id) }).toEqual({
      statuses: { 201: 1, 409: 9 },
      numbers: range(100, 104),
    });
  });

  it('rotating one tap code at once: every answer 200, and the code kept is one of those answered', async () => {
    const [token] = await server.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.collectionId, DEMO.collectionId), eq(tokens.tokenId, '12')));
    const answers = await times(RACE, () => call('POST', `/v1/tokens/${token!.id}/rotate-code`));
    const [now] = await server.db.select().from(tokens).where(eq(tokens.id, token!.id));
    expect(tally(answers)).toEqual({ 200: RACE });
    expect(answers.map((a) => a.body.short_code)).toContain(now!.shortUrl);
    expect(new Set(answers.map((a) => a.body.short_code)).size).toBe(RACE);
  });
});

describe('registrations', () => {
  const openTransfers = async (rowId: number) =>
    server.db
      .select()
      .from(registrationTransfers)
      .where(
        and(eq(registrationTransfers.tokenRowId, rowId), isNull(registrationTransfers.completedAt)),
      );

  async function registered(n: number, email: string): Promise<number> {
    const visitor = await signInByEmailCode(server.url, email);
    await registerDemoToken(server.url, visitor, email, DEMO.shortUrl(n));
    const [row] = await server.db
      .select()
      .from(tokens)
      .where(eq(tokens.shortUrl, DEMO.shortUrl(n)));
    expect(row?.registeredAt).not.toBeNull();
    return row!.id;
  }

  it('transfers of one registration started at once: each answer 200, and one transfer stays open (a new one replaces the one under way)', async () => {
    const rowId = await registered(4, 'transfer-race-owner@example.com');
    const answers = await times(RACE, (i) =>
      call('POST', `/v1/registrations/${rowId}/transfer`, { email: `to-${i}@example.com` }),
    );
    expect({ statuses: tally(answers), open: (await openTransfers(rowId)).length }).toEqual({
      statuses: { 200: RACE },
      open: 1,
    });
  });

  it('transfers and revocations of one registration at once: one revocation wins, and no transfer stays open on the unregistered token', async () => {
    const rowId = await registered(5, 'revoke-race-owner@example.com');
    const answers = await times(RACE * 2, (i) =>
      i % 2 === 0
        ? call('POST', `/v1/registrations/${rowId}/revoke`)
        : call('POST', `/v1/registrations/${rowId}/transfer`, { email: `taker-${i}@example.com` }),
    );
    const revokes = answers.filter((_, i) => i % 2 === 0);
    const transfers = answers.filter((_, i) => i % 2 === 1);
    const [row] = await server.db.select().from(tokens).where(eq(tokens.id, rowId));
    expect(serverErrors(answers)).toEqual([]);
    expect(tally(revokes)).toEqual({ 200: 1, 409: RACE - 1 });
    expect(transfers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect({
      registered: row!.registeredAt !== null,
      open: (await openTransfers(rowId)).map((t) => t.toEmail),
    }).toEqual({ registered: false, open: [] });
  });
});

describe('sections', () => {
  it('saving sections with one name at once: names need not be unique, so each is saved', async () => {
    const answers = await times(RACE, () =>
      call('POST', '/v1/sections', {
        name: 'Same name',
        fragment: { components: [{ id: 'h', type: 'text', areaId: 'main', data: {} }] },
      }),
    );
    expect(tally(answers)).toEqual({ 201: RACE });
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(RACE);
  });

  it('renaming and deleting one section at once: no 5xx, one delete wins, and the section is gone', async () => {
    const created = await call('POST', '/v1/sections', {
      name: 'Doomed',
      fragment: { components: [{ id: 'h', type: 'text', areaId: 'main', data: {} }] },
    });
    const id = created.body.id as string;
    const answers = await times(RACE, (i) =>
      i % 4 === 0
        ? call('DELETE', `/v1/sections/${id}`)
        : call('PATCH', `/v1/sections/${id}`, { name: `Renamed ${i}` }),
    );
    const deletes = answers.filter((_, i) => i % 4 === 0);
    const patches = answers.filter((_, i) => i % 4 !== 0);
    expect(tally(deletes)).toEqual({ 200: 1, 404: RACE / 4 - 1 });
    expect(patches.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    expect((await call('GET', `/v1/sections/${id}`)).status).toBe(404);
  });
});

describe('uploads', () => {
  it('deleting one file twice at once: one delete wins, the other is 404, and the file is gone', async () => {
    const form = new FormData();
    form.set('file', pngFile('twice.png', 8, 8));
    form.set('kind', 'image');
    const stored = await call('POST', '/v1/uploads', form);
    expect(stored.status).toBe(201);
    const [row] = await server.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, (stored.body.url as string).replace('/uploads/', '')));
    const answers = await times(2, () => call('DELETE', `/v1/uploads/${row!.id}`));
    const left = await server.db.select().from(uploads).where(eq(uploads.id, row!.id));
    expect({ statuses: tally(answers), left: left.length }).toEqual({
      statuses: { 200: 1, 404: 1 },
      left: 0,
    });
  });
});

// Last: a second site ends "one site answers on every host", which the tests above rely on.
describe('sites', () => {
  it('creating sites with one domain at once: exactly one is created, the others are 409, and no site is left without its domain', async () => {
    const answers = await times(RACE, (i) =>
      call('POST', '/v1/sites', {
        name: `Race site ${i}`,
        domains: ['race.example.com'],
        owner_email: 'race-owner@example.com',
      }),
    );
    const holders = await server.db
      .select()
      .from(siteDomains)
      .where(eq(siteDomains.domain, 'race.example.com'));
    const owned = await server.db
      .select()
      .from(siteMembers)
      .where(eq(siteMembers.email, 'race-owner@example.com'));
    expect({ statuses: tally(answers), holders: holders.length, sitesMade: owned.length }).toEqual({
      statuses: { 201: 1, 409: RACE - 1 },
      holders: 1,
      sitesMade: 1,
    });
  });

  it('creating API keys at once: each is its own key', async () => {
    const answers = await times(RACE, (i) =>
      call('POST', `/v1/sites/${DEMO.siteId}/keys`, { name: `Race key ${i}`, scope: 'secret' }),
    );
    const rows = await server.db.select().from(apiKeys).where(eq(apiKeys.siteId, DEMO.siteId));
    expect(tally(answers)).toEqual({ 201: RACE });
    expect(new Set(answers.map((a) => a.body.key)).size).toBe(RACE);
    expect(rows.filter((r) => r.name.startsWith('Race key')).length).toBe(RACE);
  });

  it('inviting one e-mail at once: one invitation and one e-mail, the others are 409', async () => {
    const email = 'invited-once@example.com';
    const answers = await times(RACE, () =>
      call('POST', `/v1/sites/${DEMO.siteId}/invitations`, { email, role: 'editor' }),
    );
    const rows = await server.db
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, DEMO.siteId), eq(siteMembers.email, email)));
    const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
    const mails = ((await res.json()) as { messages: unknown[] }).messages;
    expect({ statuses: tally(answers), rows: rows.length, mails: mails.length }).toEqual({
      statuses: { 201: 1, 409: RACE - 1 },
      rows: 1,
      mails: 1,
    });
  });
});
