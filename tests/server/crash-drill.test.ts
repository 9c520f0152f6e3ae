// @vitest-environment node
/**
 * Crash drill: the real server in a child process takes a burst of writes (feed posts by a
 * token's owner and by the site, layouts created and saved, registrations, analytics events)
 * and is killed with SIGKILL in the middle of it, then started again on the same data; three
 * rounds. Every write that was answered 2xx must be there afterwards, and the database must
 * open and pass its consistency checks (support/integrity.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY as PK, LOCAL_SECRET_KEY as SK } from '../../server/config';
import { createFreshDatabase, type FreshDatabase } from './support/freshDatabase';
import { integrityProblems, openSql } from './support/integrity';
import { spawnServer, type ServerProcess } from './support/serverProcess';
import { DEMO_REGISTRATION, registerDemoToken, signInByEmailCode } from './support/signIn';

const ROUNDS = 3;
/** Acknowledged writes per round before the kill (across all kinds). */
const WRITES_BEFORE_KILL = 40;
const VISITOR = 'drill-owner@example.com';
const config = {
  // The local keys the drill's requests use: a development server, as `npm start` runs.
  development: true,
  otpSendLimits: { perEmail: 1000, perAddress: 1000, perEmailAllAddresses: 1000 },
  writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
};

let dataDir: string;
let fresh: FreshDatabase | null = null;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'));
  if (process.env.DATABASE_URL) fresh = await createFreshDatabase(process.env.DATABASE_URL);
});
afterAll(async () => {
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the server acknowledged (2xx), to look for after each restart. */
interface Acknowledged {
  posts: Set<string>;
  layouts: Map<string, string>;
  /** lay_demo's saves: revision → name. */
  saves: Map<number, string>;
  registeredTokens: Set<string>;
  eventPaths: Set<string>;
}

async function ok<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs write lanes side by side until `enough` acknowledged writes, then kills the server. */
async function burst(server: ServerProcess, round: number, acked: Acknowledged, errors: string[]) {
  const url = server.url;
  const sk = { 'x-api-key': SK, 'content-type': 'application/json' };
  const visitor = await signInByEmailCode(url, VISITOR);
  // The visitor owns token 2 (registered in round 1, or already theirs).
  await registerDemoToken(url, visitor, VISITOR, 'demo-2');
  const layout = await ok<{ revision: number; document: unknown }>(
    await fetch(`${url}/v1/layouts/lay_demo`, { headers: sk }),
    'layout',
  );

  let count = 0;
  let killed = false;
  const ack = () => {
    count++;
  };
  const lane = async (write: (i: number) => Promise<void>) => {
    for (let i = 0; !killed; i++) {
      try {
        await write(i);
      } catch (error) {
        // After the kill a write in flight has no answer: it was never acknowledged.
        if (!killed) errors.push(`round ${round}: ${(error as Error).message}`);
        return;
      }
    }
  };
  const expect2xx = async (res: Response, what: string) => {
    if (res.ok) return res.json() as Promise<Record<string, unknown>>;
    throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  };

  let revision = layout.revision;
  const lanes = [
    lane(async (i) => {
      const form = new FormData();
      form.append('collection_slug', 'demo');
      form.append('token_id', '2');
      form.append('title', `r${round} owner post ${i}`);
      const body = await expect2xx(
        await visitor(`${url}/v1/activities`, {
          method: 'POST',
          headers: { 'x-api-key': PK },
          body: form,
        }),
        'owner post',
      );
      acked.posts.add(body.id as string);
      ack();
    }),
    lane(async (i) => {
      const form = new FormData();
      form.append('collection_slug', 'demo');
      form.append('token_id', '1');
      form.append('title', `r${round} site post ${i}`);
      const body = await expect2xx(
        await fetch(`${url}/v1/activities`, {
          method: 'POST',
          headers: { 'x-api-key': SK },
          body: form,
        }),
        'site post',
      );
      acked.posts.add(body.id as string);
      ack();
    }),
    lane(async (i) => {
      const name = `r${round} layout ${i}`;
      const body = await expect2xx(
        await fetch(`${url}/v1/layouts`, {
          method: 'POST',
          headers: sk,
          body: JSON.stringify({ name }),
        }),
        'layout create',
      );
      acked.layouts.set(body.id as string, name);
      ack();
    }),
    lane(async (i) => {
      const name = `r${round} save ${i}`;
      const body = await expect2xx(
        await fetch(`${url}/v1/layouts/lay_demo`, {
          method: 'PUT',
          headers: sk,
          body: JSON.stringify({ revision, name, document: layout.document }),
        }),
        'layout save',
      );
      revision = body.revision as number;
      acked.saves.set(revision, name);
      ack();
    }),
    lane(async (i) => {
      // Three tokens a round: demo-3…demo-11 over three rounds.
      if (i >= 3) return new Promise<void>((resolve) => setTimeout(resolve, 50));
      const shortUrl = `demo-${3 + (round - 1) * 3 + i}`;
      await expect2xx(
        await visitor(`${url}/v1/registrations/register-email`, {
          method: 'POST',
          headers: { 'x-api-key': PK, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: VISITOR,
            collection_id: 'col_demo',
            short_url: shortUrl,
            metadata: DEMO_REGISTRATION,
          }),
        }),
        'registration',
      );
      acked.registeredTokens.add(shortUrl.replace('demo-', ''));
      ack();
    }),
    lane(async (i) => {
      const path = `/drill/r${round}/e${i}`;
      await expect2xx(
        await fetch(`${url}/v1/analytics/events`, {
          method: 'POST',
          headers: { 'x-api-key': PK, 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'page_view', collection_slug: 'demo', path }),
        }),
        'analytics event',
      );
      acked.eventPaths.add(path);
      ack();
    }),
  ];
  const started = Date.now();
  while (count < WRITES_BEFORE_KILL && Date.now() - started < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 5));
  killed = true;
  await server.kill();
  await Promise.all(lanes);
}

/** Every acknowledged write, read back through the API of a restarted server. */
async function missing(url: string, acked: Acknowledged): Promise<string[]> {
  const headers = { 'x-api-key': SK };
  const lost: string[] = [];
  const seen = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const page = await ok<{ data: { id: string }[] }>(
      await fetch(`${url}/v1/activities?collection_slug=demo&limit=100&offset=${offset}`, {
        headers,
      }),
      'feed',
    );
    for (const a of page.data) seen.add(a.id);
    if (page.data.length < 100) break;
  }
  for (const id of acked.posts) if (!seen.has(id)) lost.push(`feed post ${id}`);
  for (const [id, name] of acked.layouts) {
    const res = await fetch(`${url}/v1/layouts/${id}`, { headers });
    const body = res.ok ? ((await res.json()) as { name: string }) : null;
    if (body?.name !== name) lost.push(`layout ${id} "${name}" (${res.status})`);
  }
  const versions = await ok<{ data: { revision: number; name: string }[] }>(
    await fetch(`${url}/v1/layouts/lay_demo/versions`, { headers }),
    'versions',
  );
  const saved = new Map(versions.data.map((v) => [v.revision, v.name]));
  for (const [revision, name] of acked.saves)
    if (saved.get(revision) !== name) lost.push(`lay_demo revision ${revision} "${name}"`);
  for (const token of acked.registeredTokens) {
    const owner = await ok<{ is_owner: boolean }>(
      await fetch(
        `${url}/v1/access/owner?email=${encodeURIComponent(VISITOR)}&collection_slug=demo&token_id=${token}`,
        { headers },
      ),
      'owner',
    );
    if (!owner.is_owner) lost.push(`registration of token ${token}`);
  }
  return lost;
}

describe('crash drill: SIGKILL mid-burst, restart on the same data', () => {
  it('keeps every acknowledged write over three kills, and the database stays consistent', async () => {
    const options = { dataDir, databaseUrl: fresh?.url ?? '', config };
    const acked: Acknowledged = {
      posts: new Set(),
      layouts: new Map(),
      saves: new Map(),
      registeredTokens: new Set(),
      eventPaths: new Set(),
    };
    const errors: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await spawnServer(options);
      try {
        expect(await missing(server.url, acked), `lost before round ${round}`).toEqual([]);
        await burst(server, round, acked, errors);
      } finally {
        await server.kill();
      }
      expect(errors, server.log()).toEqual([]);
    }

    const sql = await openSql(options);
    try {
      expect(await integrityProblems(sql)).toEqual([]);
      const events = await sql.query<{ path: string }>(
        `SELECT data->>'path' AS path FROM analytics_events WHERE data->>'path' LIKE '/drill/%'`,
      );
      const stored = new Set(events.map((e) => e.path));
      expect([...acked.eventPaths].filter((p) => !stored.has(p))).toEqual([]);
    } finally {
      await sql.close();
    }

    const server = await spawnServer(options);
    try {
      expect(await missing(server.url, acked), 'lost after the last kill').toEqual([]);
    } finally {
      await server.stop();
    }
    // Each kind of write was acknowledged at least once, so each was tested.
    expect(acked.posts.size).toBeGreaterThan(0);
    expect(acked.layouts.size).toBeGreaterThan(0);
    expect(acked.saves.size).toBeGreaterThan(0);
    expect(acked.registeredTokens.size).toBeGreaterThan(0);
    expect(acked.eventPaths.size).toBeGreaterThan(0);
  }, 240_000);
});
