import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const migrations = join(root, 'server/db/migrations');

/**
 * What a template is made from: the PGlite build and every migration. A change to either makes
 * a new template; an old one is simply not used again.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(migrations).sort())
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(migrations, name)));
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<string> | null = null;

/** The template's folder, made once on this machine (PGlite's initdb and the migrations). */
function template(): Promise<string> {
  made ??= (async () => {
    const final = join(tmpdir(), `vitrine-pglite-template-${templateKey()}`);
    if (existsSync(final)) return final;
    // Made beside its final name and renamed into place, so that test files starting at the
    // same moment in other workers never copy a half-made one.
    const building = `${final}.${randomUUID()}`;
    mkdirSync(building, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(join(building, 'db'));
    await migrate(drizzle(client), { migrationsFolder: migrations });
    await client.close();
    try {
      renameSync(building, final);
    } catch {
      // Another worker renamed its own first: theirs is as good.
      rmSync(building, { recursive: true, force: true });
    }
    return final;
  })();
  return made;
}

/**
 * A fresh data folder whose embedded database is already created and migrated: a copy of a
 * template rather than PGlite's initdb for each test server, which takes seconds. The server
 * still runs its migrations on it (none left to apply) and seeds it as usual.
 */
export async function freshPgliteDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(await template(), 'db'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
