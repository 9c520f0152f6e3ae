// @vitest-environment node
/**
 * Vitrine as it runs beyond one machine: two server processes on one PostgreSQL and one
 * S3-protocol store (s3rver), behind nginx alternating between them (docs/deploy.md). What one
 * process is told, the other answers; a limit holds across both; both restart one after the
 * other during a burst of requests and not one request is lost.
 * Needs PostgreSQL (DATABASE_URL, as scripts/ci-postgres.sh sets) and nginx (Debian's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './support/files';
import { createFreshDatabase, type FreshDatabase } from './support/freshDatabase';
import { nginxMissing, startNginx, type Nginx } from './support/nginx';
import { becomes, publishMarker } from './support/publishMarker';
import { startS3Server, type TestS3Server } from './support/s3Server';
import { spawnServer, type ServerProcess } from './support/serverProcess';
import { PK, SK } from './support/testServer';

const postgresUrl = process.env.DATABASE_URL;
const missing = !postgresUrl
  ? 'needs PostgreSQL: DATABASE_URL unset (run through scripts/ci-postgres.sh)'
  : nginxMissing();
if (missing) console.warn(`tests/server/multiProcess.test.ts skipped: ${missing}`);

const OTP_LIMIT_PER_EMAIL = 3;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!!missing)('two processes behind nginx, one PostgreSQL, one S3 store', () => {
  let database: FreshDatabase;
  let s3: TestS3Server;
  let nginx: Nginx;
  const ports: number[] = [];
  const processes: ServerProcess[] = [];
  const folders: string[] = [];

  const start = async (slot: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-process-'));
    folders.push(dataDir);
    const server = await spawnServer(
      { port: ports[slot], dataDir, databaseUrl: database.url, config: { development: true } },
      {
        ...s3.env('cluster'),
        // One proxy of ours in front: the client address is the one nginx saw.
        TRUST_PROXY: '1',
        OTP_LIMIT_PER_EMAIL: String(OTP_LIMIT_PER_EMAIL),
        LOG_FORMAT: 'json',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    );
    processes[slot] = server;
    return server;
  };

  beforeAll(async () => {
    database = await createFreshDatabase(postgresUrl!);
    s3 = await startS3Server();
    ports.push(await freePort(), await freePort());
    // Both start at once on an empty database: one migrates and seeds, the other waits for it.
    await Promise.all([start(0), start(1)]);
    nginx = await startNginx(await freePort(), ports);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const server of processes) await server?.kill();
    await s3?.close();
    await database?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('nginx alternates between the two processes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/healthz`);
      expect(res.status).toBe(200);
      seen.add(res.headers.get('x-upstream') ?? '');
    }
    expect([...seen].sort()).toEqual(ports.map((p) => `127.0.0.1:${p}`).sort());
  });

  it('an owner publishes through one process and the visitor sees the new revision through either within a second', async () => {
    await publishMarker(nginx.url, 'cluster-marker');
    const read = async () => {
      const answers = await Promise.all(
        [0, 1].map(async () => {
          const res = await fetch(`${nginx.url}/v1/collections/demo?include_layout=true`, {
            headers: { 'x-api-key': PK },
          });
          const body = (await res.json()) as { layout?: { custom_css?: string } };
          return { from: res.headers.get('x-upstream'), css: body.layout?.custom_css ?? '' };
        }),
      );
      return answers;
    };
    expect(
      await becomes(
        read,
        (answers) => answers.every((a) => a.css.includes('cluster-marker')),
        1000,
      ),
    ).toBe(true);
    // Both processes answered with it (nginx alternates).
    const last = await read();
    expect(new Set(last.map((a) => a.from)).size).toBe(2);
    expect(last.every((a) => a.css.includes('cluster-marker'))).toBe(true);
  }, 60_000);

  it('an image uploaded through one process is served, the same bytes, by the other', async () => {
    const file = pngFile('cluster.png', 12, 12);
    const sent = Buffer.from(await file.arrayBuffer());
    const form = new FormData();
    form.append('file', file);
    const res = await fetch(`${nginx.url}/v1/uploads`, {
      method: 'POST',
      headers: { 'x-api-key': SK },
      body: form,
    });
    expect(res.status).toBe(201);
    const uploadedBy = res.headers.get('x-upstream');
    const { url } = (await res.json()) as { url: string };
    const other = ports.find((p) => `127.0.0.1:${p}` !== uploadedBy)!;
    const served = await fetch(`http://127.0.0.1:${other}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(sent);
  }, 60_000);

  it('the per-e-mail code limit holds when requests alternate between the processes', async () => {
    const statuses: number[] = [];
    const from = new Set<string | null>();
    for (let i = 0; i < OTP_LIMIT_PER_EMAIL + 3; i++) {
      const res = await fetch(`${nginx.url}/v1/access/otp`, {
        method: 'POST',
        headers: { 'x-api-key': PK, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'limit@cluster.test' }),
      });
      statuses.push(res.status);
      from.add(res.headers.get('x-upstream'));
    }
    expect(from.size).toBe(2);
    expect(statuses).toEqual([
      ...Array<number>(OTP_LIMIT_PER_EMAIL).fill(200),
      ...Array<number>(3).fill(429),
    ]);
  }, 60_000);

  it('a rolling restart of both processes during a burst of requests loses none', async () => {
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    // Reads, and writes that nginx does not retry once sent (POST): a write cut off by a
    // stopping process would come back as a 502.
    const worker = async (_: unknown, lane: number) => {
      for (let i = 0; running; i++) {
        try {
          const res =
            (lane + i) % 2 === 0
              ? await fetch(`${nginx.url}/v1/collections/demo?include_layout=true`, {
                  headers: { 'x-api-key': PK },
                })
              : await fetch(`${nginx.url}/v1/analytics/events`, {
                  method: 'POST',
                  headers: { 'x-api-key': PK, 'content-type': 'application/json' },
                  body: JSON.stringify({
                    event: 'page_view',
                    collection_slug: 'demo',
                    path: `/restart/${lane}/${i}`,
                  }),
                });
          await res.arrayBuffer();
          if (res.ok) answered++;
          else failures.push(`${res.status} from ${res.headers.get('x-upstream')}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const burst = Array.from({ length: 6 }, worker);
    try {
      for (const slot of [0, 1]) {
        const before = answered;
        await becomes(
          async () => answered,
          (n) => n > before + 20,
          10_000,
        );
        // SIGTERM: the process stops taking connections, finishes what it has, and exits.
        await processes[slot]!.stop();
        const restarted = await start(slot);
        expect(
          await becomes(
            async () => (await fetch(`${restarted.url}/readyz`)).status,
            (status) => status === 200,
            10_000,
          ),
        ).toBe(true);
      }
      const before = answered;
      await becomes(
        async () => answered,
        (n) => n > before + 20,
        10_000,
      );
    } finally {
      running = false;
      await Promise.all(burst);
    }
    expect(failures, nginx.errorLog()).toEqual([]);
    expect(answered).toBeGreaterThan(60);
  }, 180_000);
});
