/**
 * The brand's registrations list over 100,000 registered tokens, on PGlite and on a throwaway
 * PostgreSQL: the time to answer one page of 50 (GET /v1/collections/{id}/registrations) —
 * the first page, a page in the middle, a search by token number, a page in the middle by token
 * number, the first page by owner and a search by part of the owner — median of 20 requests
 * after a warm-up. The rows are written straight into the database; the requests go through
 * the real server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { LOCAL_SECRET_KEY as SK } from '../server/config';
import { collections, tokens, users } from '../server/db/schema';
import { startServer, type RunningServer } from '../server/start';
import { createFreshDatabase } from '../tests/server/support/freshDatabase';
import type { BenchResult } from './run';
import { startThrowawayPostgres } from './throwawayPostgres';

const ROWS = 100_000;
const BATCH = 2_000;
const RUNS = 20;
const TARGET_MS = 100;
const COLLECTION = 'col_bench_registrations';

async function fill(server: RunningServer) {
  const { db } = server;
  await db.insert(collections).values({
    id: COLLECTION,
    siteId: 'site_demo',
    slug: 'bench-registrations',
    name: 'Bench registrations',
    registrationSettings: {
      form: { consents: [{ id: 'terms', label: 'I agree to the terms', required: true }] },
    },
  });
  const start = Date.UTC(2025, 0, 1);
  for (let from = 0; from < ROWS; from += BATCH) {
    const n = Math.min(BATCH, ROWS - from);
    const ids = Array.from({ length: n }, (_, i) => from + i);
    await db
      .insert(users)
      .values(
        ids.map((i) => ({ id: `usr_bench_${i}`, email: `owner${i}@example.com`, metadata: {} })),
      );
    await db.insert(tokens).values(
      ids.map((i) => ({
        collectionId: COLLECTION,
        tokenId: String(i + 1),
        shortUrl: `bench-reg-${i}`,
        ownerUserId: `usr_bench_${i}`,
        registeredAt: new Date(start + i * 60_000),
        registrationMetadata: { terms: true, firstName: 'Ada', lastName: `No. ${i}` },
      })),
    );
  }
}

async function median(url: string): Promise<number> {
  const get = async () => {
    const res = await fetch(url, { headers: { 'x-api-key': SK } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { data: unknown[] };
    if (body.data.length === 0) throw new Error(`${url} answered an empty page`);
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await get();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function onServer(kind: 'pglite' | 'postgres', databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-registrations-'));
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl,
    staticDir: null,
    seed: true,
    log: () => {},
    hostname: '127.0.0.1',
    config: { development: true },
  });
  try {
    const t0 = performance.now();
    await fill(server);
    // What autovacuum does after a bulk write: the planner gets the tables' statistics.
    await server.db.execute(sql`analyze`);
    console.log(
      `${kind}: ${ROWS} registrations written in ${Math.round(performance.now() - t0)} ms`,
    );
    const base = `${server.url}/v1/collections/${COLLECTION}/registrations?limit=50`;
    const pages: [string, string][] = [
      ['first page, newest first', base],
      ['page at offset 50,000', `${base}&offset=50000`],
      ['search by token number', `${base}&q=73456`],
      ['by token number, offset 50,000', `${base}&sort=token_id&order=asc&offset=50000`],
      ['by owner, first page', `${base}&sort=owner&order=asc`],
      ['search by part of the owner', `${base}&q=owner7345`],
    ];
    const out: BenchResult[] = [];
    for (const [name, url] of pages) {
      const value = await median(url);
      out.push({
        metric: `${kind}: registrations of 100,000, ${name} (median)`,
        value,
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        ok: value <= TARGET_MS,
      });
    }
    return out;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function registrationsBench(): Promise<BenchResult[]> {
  const out = await onServer('pglite', '');
  const pg = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: () => {} }
    : startThrowawayPostgres();
  if ('unavailable' in pg) {
    console.log(`PostgreSQL line skipped: ${pg.unavailable}`);
    return out;
  }
  try {
    const fresh = await createFreshDatabase(pg.url);
    try {
      out.push(...(await onServer('postgres', fresh.url)));
    } finally {
      await fresh.drop();
    }
  } finally {
    pg.stop();
  }
  return out;
}
