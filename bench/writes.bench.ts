/**
 * Write throughput and p99 at 50 connections (autocannon, 10 s each), on PGlite and on a
 * throwaway PostgreSQL: feed posts (POST /v1/activities, multipart, by the signed-in owner of
 * a token) and layout saves (PUT /v1/layouts/{id}, each connection saving its own layout, each
 * save carrying the revision the previous one returned). The server runs in a child process,
 * so the load generator never shares its event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { LOCAL_PUBLISHABLE_KEY as PK, LOCAL_SECRET_KEY as SK } from '../server/config';
import type { ServerConfig } from '../server/config';
import { createFreshDatabase } from '../tests/server/support/freshDatabase';
import { spawnServer } from '../tests/server/support/serverProcess';
import { registerDemoToken, signInByEmailCode } from '../tests/server/support/signIn';
import type { BenchResult } from './run';
import { startThrowawayPostgres } from './throwawayPostgres';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** A first, unmeasured run: the server's first requests compile and warm its code paths. */
const WARM_UP_S = 2;
const OWNER = 'bench-owner@example.com';

/**
 * The bench's server settings: 50 connections from one loopback address would otherwise meet
 * the per-address limits meant for the open internet, and the figures would measure refusals.
 */
const BENCH_CONFIG: Partial<ServerConfig> = {
  development: true,
  otpSendLimits: { perEmail: 1_000_000, perAddress: 1_000_000, perEmailAllAddresses: 1_000_000 },
  writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
};

const TARGETS = {
  pglite: { perSecond: 150, p99: 200 },
  postgres: { perSecond: 300, p99: 100 },
} as const;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  /** 'non-2xx 3, errors 0, timeouts 1' */
  refusedDetail: string;
}

function figures(result: autocannon.Result): Figures {
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among the errors too.
    refused: result.non2xx + result.errors,
    refusedDetail: `non-2xx ${result.non2xx}, errors ${result.errors} of which timeouts ${result.timeouts}`,
  };
}

const BOUNDARY = 'vitrinebenchboundary';
const postBody = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="collection_slug"\r\n\r\ndemo\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token_id"\r\n\r\n2\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench post\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nA post written under load.\r\n`,
  `--${BOUNDARY}--\r\n`,
].join('');

async function feedPosts(url: string): Promise<Figures> {
  const owner = await signInByEmailCode(url, OWNER);
  await registerDemoToken(url, owner, OWNER, 'demo-2');
  const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const run = (duration: number) =>
    autocannon({
      url: `${url}/v1/activities`,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      headers: {
        'x-api-key': PK,
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: postBody,
    });
  await run(WARM_UP_S);
  return figures(await run(DURATION_S));
}

async function layoutSaves(url: string): Promise<Figures> {
  const headers = { 'x-api-key': SK, 'content-type': 'application/json' };
  const demo = (await (await fetch(`${url}/v1/layouts/lay_demo`, { headers })).json()) as {
    document: unknown;
  };
  // Each layout's revision is kept here across runs: the next run's first save carries it.
  const layouts: { id: string; revision: number }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const res = await fetch(`${url}/v1/layouts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench ${i}`, document: demo.document }),
    });
    const created = (await res.json()) as { id: string; revision: number };
    layouts.push({ id: created.id, revision: created.revision });
  }
  const document = JSON.stringify(demo.document);
  const run = (duration: number) => {
    const free = [...layouts];
    return autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      // Each connection takes a layout of its own and saves it again and again, each save with
      // the revision the last one returned (a stale revision would be a 409, not a save).
      setupClient: (client) => {
        const layout = free.pop()!;
        client.setRequests([
          {
            method: 'PUT',
            path: `/v1/layouts/${layout.id}`,
            headers,
            setupRequest: (request) => ({
              ...request,
              body: `{"revision":${layout.revision},"name":"Bench save","document":${document}}`,
            }),
            onResponse: (status, body) => {
              // A 409 (a save cut off by the warm-up's end landed unseen) carries the current
              // revision: the next save starts from it.
              const saved = JSON.parse(body) as {
                revision?: number;
                current?: { revision: number };
              };
              if (status === 200) layout.revision = saved.revision!;
              else if (status === 409 && saved.current) layout.revision = saved.current.revision;
            },
          },
        ]);
      },
    });
  };
  await run(WARM_UP_S);
  // A save cut off when the warm-up stopped may land unseen: let it finish, read each revision.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const layout of layouts) {
    const res = await fetch(`${url}/v1/layouts/${layout.id}`, { headers });
    layout.revision = ((await res.json()) as { revision: number }).revision;
  }
  return figures(await run(DURATION_S));
}

function results(kind: 'pglite' | 'postgres', label: string, f: Figures): BenchResult[] {
  const target = TARGETS[kind];
  const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    {
      metric: `${db}: ${label} — per second (${CONNECTIONS} conns, ${DURATION_S} s)`,
      value: f.perSecond,
      unit: '/s',
      target: `≥ ${target.perSecond}/s`,
      ok: f.perSecond >= target.perSecond,
    },
    { metric: `${db}: ${label} — median latency`, value: f.p50, unit: 'ms' },
    {
      metric: `${db}: ${label} — p99 latency`,
      value: f.p99,
      unit: 'ms',
      target: `≤ ${target.p99} ms`,
      ok: f.p99 <= target.p99,
    },
    {
      metric: `${db}: ${label} — refused or failed (${f.refusedDetail})`,
      value: f.refused,
      unit: '',
      target: '0',
      ok: f.refused === 0,
    },
  ];
}

async function onServer(kind: 'pglite' | 'postgres', databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-writes-'));
  const server = await spawnServer({ dataDir, databaseUrl, config: BENCH_CONFIG });
  try {
    return [
      ...results(
        kind,
        'feed posts (POST /v1/activities by the owner)',
        await feedPosts(server.url),
      ),
      ...results(kind, 'layout saves (PUT /v1/layouts/{id})', await layoutSaves(server.url)),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function writesBench(): Promise<BenchResult[]> {
  console.log(
    `Server settings for this bench (per-address limits raised; 50 connections share one address): ${JSON.stringify(BENCH_CONFIG)}`,
  );
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
