/**
 * The demo token page (the server-rendered HTML a phone gets, asked for as a browser asks:
 * Brotli or gzip) on PostgreSQL, served by one server process and by two (each process on its
 * own port, as a balancer would spread the load): requests per second over 10 s with 100
 * connections in all (wrk, else autocannon: see bench/loadGenerator.ts), and the ratio two : one.
 * Each process holds the page's data in its cache, so the figure is how well the processes share
 * the machine's cores.
 *
 * On a shared machine one 10 s run can be a quarter off the next, so after a warm-up the two
 * set-ups take turns (one, two, one, two… five rounds) and each figure is the median of its runs:
 * a slow spell of the machine then falls on both sides of the ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type ServerProcess } from '../tests/server/support/serverProcess';
import { runLoad } from './loadGenerator';
import type { BenchResult } from './run';
import { onFreshPostgres } from './throwawayPostgres';
import { DEMO_PAGES, DIST, ensureBuilt } from './visitorServer';

const CONNECTIONS = 100;
const DURATION_S = 10;
const ROUNDS = 5;
const WARM_UP_S = 3;
const PATH = DEMO_PAGES.token;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** Loads every server at once, CONNECTIONS split between them; requests per second in all. */
async function throughput(
  servers: ServerProcess[],
  durationS = DURATION_S,
): Promise<{ rps: number; errors: number; generator: string }> {
  const runs = await Promise.all(
    servers.map((server) =>
      runLoad({
        url: `${server.url}${PATH}`,
        connections: CONNECTIONS / servers.length,
        durationS,
        headers: BROWSER_HEADERS,
      }),
    ),
  );
  return {
    rps: runs.reduce((sum, run) => sum + run.perSecond, 0),
    errors: runs.reduce((sum, run) => sum + run.failed, 0),
    generator: runs[0]!.generator,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export default async function processesBench(): Promise<BenchResult[]> {
  return (await onFreshPostgres(onDatabase)) ?? [];
}

async function onDatabase(databaseUrl: string): Promise<BenchResult[]> {
  ensureBuilt();
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-processes-'));
      folders.push(dataDir);
      servers.push(
        await spawnServer(
          { dataDir, databaseUrl, staticDir: DIST, config: { development: true } },
          { LOG_FORMAT: 'json' },
        ),
      );
    }
    for (const server of servers) {
      const warm = await fetch(`${server.url}${PATH}`, { headers: BROWSER_HEADERS });
      if (warm.status !== 200) throw new Error(`Bench target answered ${warm.status}`);
    }
    // Unmeasured: each process's first seconds compile its code paths.
    await throughput(servers, WARM_UP_S);
    const ones: number[] = [];
    const twos: number[] = [];
    let errors = 0;
    let generator = '';
    for (let round = 0; round < ROUNDS; round++) {
      const one = await throughput(servers.slice(0, 1));
      const two = await throughput(servers);
      ones.push(one.rps);
      twos.push(two.rps);
      errors += one.errors + two.errors;
      generator = one.generator;
    }
    const one = median(ones);
    const two = median(twos);
    const ratio = two / one;
    const runs = (list: number[]) => list.map((rps) => rps.toFixed(0)).join(', ');
    return [
      {
        metric: `demo token page, 1 process (req/s, ${generator}; median of ${runs(ones)})`,
        value: one,
        unit: 'req/s',
      },
      {
        metric: `demo token page, 2 processes (req/s; median of ${runs(twos)})`,
        value: two,
        unit: 'req/s',
      },
      {
        metric: 'throughput ratio, 2 processes : 1',
        value: ratio,
        unit: '×',
        target: '≥ 1.6',
        ok: ratio >= 1.6,
      },
      {
        metric: 'errors, non-2xx and timeouts (every run)',
        value: errors,
        unit: '',
        target: '0',
        ok: errors === 0,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
}
