// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { siteMembers } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { localStorage } from '../../server/storage/localStorage';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-owner-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// As `npm run owner` runs it (tsx), without npx's own start-up on every call.
const owner = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/owner.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

describe('npm run owner -- add', () => {
  it('makes an e-mail an owner of the first site (signed in counts), and refuses bad input with the usage', async () => {
    const empty = await owner('add', 'first@example.com');
    expect(empty).toMatchObject({ code: 1 });
    expect(empty.stderr).toMatch(/No site yet/);

    const database = await openDatabase({ dataDir });
    await seedIfEmpty(database.db, {
      storage: localStorage(join(dataDir, 'uploads')),
      domain: 'localhost',
    });
    await database.close();

    const added = await owner('add', 'First@Example.com');
    expect(added.stdout).toContain('first@example.com is an owner of site_demo');
    const bad = await owner('add', 'not-an-email');
    expect(bad).toMatchObject({ code: 2 });
    expect(bad.stderr).toMatch(/^Usage: npm run owner -- add/);
    const noSite = await owner('add', 'x@example.com', '--site', 'site_none');
    expect(noSite).toMatchObject({ code: 1 });

    const check = await openDatabase({ dataDir });
    const rows = await check.db
      .select()
      .from(siteMembers)
      .where(eq(siteMembers.email, 'first@example.com'));
    await check.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId: 'site_demo', role: 'owner' });
    expect(rows[0]!.acceptedAt).not.toBeNull();
  }, 120_000);
});
