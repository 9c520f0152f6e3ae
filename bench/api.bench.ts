/**
 * GET /v1/collections/{id}?include_layout=true — the read behind every visitor page — with 100
 * connections on loopback for 10 s (autocannon), beside the same bytes served from memory by
 * bare node:http (the ceiling on this machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { LOCAL_PUBLISHABLE_KEY } from '../server/config';
import { startServer } from '../server/start';
import type { BenchResult } from './run';

const CONNECTIONS = 100;
const DURATION_S = 10;

function run(url: string, headers: Record<string, string>) {
  // The load runs in a worker thread so it does not share the server's event loop.
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, workers: 1 });
}

export default async function apiBench(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: null,
    log: () => {},
    // The local keys, the outbox and the editor key: what `npm start` runs with.
    config: { development: true },
    databaseUrl: '',
    hostname: '127.0.0.1',
  });
  const path = '/v1/collections/demo?include_layout=true';
  const headers = { 'x-api-key': LOCAL_PUBLISHABLE_KEY };
  try {
    const warm = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
    const bytes = Buffer.from(await warm.arrayBuffer());
    if (warm.status !== 200) throw new Error(`Bench target answered ${warm.status}`);

    const api = await run(`http://127.0.0.1:${server.port}${path}`, headers);

    const bare = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=UTF-8',
        'content-length': bytes.length,
      });
      res.end(bytes);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const ceiling = await run(
      `http://127.0.0.1:${(bare.address() as AddressInfo).port}${path}`,
      headers,
    );
    bare.closeAllConnections();
    bare.close();

    const errors = api.errors + api.non2xx + api.timeouts;
    return [
      {
        metric: `API GET ${path} — requests/s (${CONNECTIONS} conns, ${DURATION_S} s)`,
        value: api.requests.average,
        unit: 'req/s',
      },
      {
        metric: 'API p99 latency',
        value: api.latency.p99,
        unit: 'ms',
        target: '≤ 20 ms',
        ok: api.latency.p99 <= 20,
      },
      {
        metric: 'API errors (errors + non-2xx + timeouts)',
        value: errors,
        unit: '',
        target: '0',
        ok: errors === 0,
      },
      {
        metric: `Ceiling: bare node:http, same ${bytes.length} bytes — requests/s`,
        value: ceiling.requests.average,
        unit: 'req/s',
      },
      { metric: 'Ceiling p99 latency', value: ceiling.latency.p99, unit: 'ms' },
      {
        metric: 'API throughput as share of the ceiling',
        value: (100 * api.requests.average) / ceiling.requests.average,
        unit: '%',
      },
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
