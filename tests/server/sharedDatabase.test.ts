// @vitest-environment node
/**
 * Several server processes on one PostgreSQL: what one process writes, every other one's cache
 * lets through within a second; the scheduled clean-up runs once per interval across them.
 * Two servers in this test process, each with its own pool and its own LISTEN connection, are
 * two processes as far as PostgreSQL can tell (tests/server/multiProcess.test.ts runs real
 * ones). On the embedded database (one process) the clean-up just runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connect';
import { deleteExpiredOncePerInterval } from '../../server/services/cleanup';
import { startServer, type RunningServer } from '../../server/start';
import { createFreshDatabase, type FreshDatabase } from './support/freshDatabase';
import { becomes, publishMarker, visitorCss } from './support/publishMarker';

const postgresUrl = process.env.DATABASE_URL;
const HOUR = 60 * 60 * 1000;
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-shared-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!postgresUrl)('two processes on one PostgreSQL (DATABASE_URL)', () => {
  it('a publish through one process is seen through the other within a second, though its cache would keep answers a minute', async () => {
    const fresh: FreshDatabase = await createFreshDatabase(postgresUrl!);
    const servers: RunningServer[] = [];
    try {
      const start = () =>
        startServer({
          port: 0,
          hostname: '127.0.0.1',
          dataDir: tempDir(),
          databaseUrl: fresh.url,
          log: () => {},
          config: { development: true, sharedCacheTtlMs: 60_000 },
        });
      servers.push(await start(), await start());
      const [one, two] = servers as [RunningServer, RunningServer];
      // The other process has the old page in its cache.
      expect(await visitorCss(two.url)).not.toContain('marker-one');
      await publishMarker(one.url, 'marker-one');
      expect(
        await becomes(
          () => visitorCss(two.url),
          (css) => css.includes('marker-one'),
          1000,
        ),
      ).toBe(true);
      // And the other way round.
      await publishMarker(two.url, 'marker-two');
      expect(
        await becomes(
          () => visitorCss(one.url),
          (css) => css.includes('marker-two'),
          1000,
        ),
      ).toBe(true);
    } finally {
      for (const server of servers) await server.close();
      await fresh.drop();
    }
  }, 120_000);

  it('the scheduled clean-up runs in one process per interval, however many call it at once', async () => {
    const fresh = await createFreshDatabase(postgresUrl!);
    const databases: Database[] = [];
    try {
      for (let i = 0; i < 3; i++)
        databases.push(await openDatabase({ dataDir: tempDir(), databaseUrl: fresh.url }));
      const ran = await Promise.all(databases.map((d) => deleteExpiredOncePerInterval(d, HOUR)));
      expect(ran.filter((count) => count !== null)).toHaveLength(1);
      // Within the same interval nobody runs it again.
      const again = await Promise.all(databases.map((d) => deleteExpiredOncePerInterval(d, HOUR)));
      expect(again).toEqual([null, null, null]);
      // Once the interval is over, the next caller runs it.
      await databases[0]!.db.execute(
        sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'schedule:cleanup'`,
      );
      const next = await Promise.all(databases.map((d) => deleteExpiredOncePerInterval(d, HOUR)));
      expect(next.filter((count) => count !== null)).toHaveLength(1);
    } finally {
      for (const database of databases) await database.close();
      await fresh.drop();
    }
  }, 120_000);
});

describe.skipIf(!!postgresUrl)('the embedded database (one process)', () => {
  it('the scheduled clean-up just runs, every time it is called', async () => {
    const database = await openDatabase({ dataDir: tempDir() });
    try {
      expect(await deleteExpiredOncePerInterval(database, HOUR)).toBe(0);
      expect(await deleteExpiredOncePerInterval(database, HOUR)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
