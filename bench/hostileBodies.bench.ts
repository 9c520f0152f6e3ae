/**
 * A hostile body must not hold the event loop: while 8 bodies of 100 KB, nested 50,000 levels
 * deep around a "\u0000", arrive at once on a JSON route, an unrelated visitor read is timed.
 * The server refuses such bodies from one scan of their text, before any parse or walk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../server/config';
import { startServer } from '../server/start';
import type { BenchResult } from './run';

const HOSTILE_AT_ONCE = 8;
const ROUNDS = 10;
const DEPTH = 50_000;

const hostileBody = `${'['.repeat(DEPTH)}"\\u0000"${']'.repeat(DEPTH)}`;

export default async function hostileBodiesBench(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: null,
    log: () => {},
    config: {
      development: true,
      writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
    },
    databaseUrl: '',
    hostname: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const read = () =>
    fetch(`${base}/v1/collections/demo`, { headers: { 'x-api-key': LOCAL_PUBLISHABLE_KEY } });
  const hostile = () =>
    fetch(`${base}/v1/users/batch-update`, {
      method: 'POST',
      headers: { 'x-api-key': LOCAL_SECRET_KEY, 'content-type': 'application/json' },
      body: hostileBody,
    });
  try {
    await (await read()).arrayBuffer();
    // Warm both paths (module loading and JIT), so the figures time the steady state.
    await (await hostile()).arrayBuffer();
    // The same read with nothing else going on: what the machine gives at this moment.
    const alone: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await (await read()).arrayBuffer();
      alone.push(performance.now() - started);
    }
    const unrelated: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const attacks = Array.from({ length: HOSTILE_AT_ONCE }, hostile);
      const started = performance.now();
      const answer = await read();
      await answer.arrayBuffer();
      unrelated.push(performance.now() - started);
      for (const res of await Promise.all(attacks)) {
        statuses.add(res.status);
        await res.arrayBuffer();
      }
    }
    const worst = Math.max(...unrelated);
    const refusedAll = [...statuses].every((status) => status === 400);
    return [
      {
        metric: `The same GET alone (worst of ${ROUNDS})`,
        value: Math.max(...alone),
        unit: 'ms',
      },
      {
        metric: `Unrelated GET during ${HOSTILE_AT_ONCE} nested 100 KB bodies (worst of ${ROUNDS})`,
        value: worst,
        unit: 'ms',
        target: '< 100 ms',
        ok: worst < 100,
      },
      {
        metric: `Hostile bodies answered 400 (statuses seen: ${[...statuses].join(', ')})`,
        value: refusedAll ? 1 : 0,
        unit: '',
        target: '1 (all 400)',
        ok: refusedAll,
      },
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
