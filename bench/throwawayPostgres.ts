/**
 * A throwaway PostgreSQL cluster on loopback for the bench, as scripts/ci-postgres.sh starts one
 * for the tests, but with PostgreSQL's own durability settings (fsync and synchronous commit
 * on), so a figure is what a real deployment would see. The server reaches it over its Unix
 * socket, as docs/deploy.md advises for a PostgreSQL on the same machine. Null with the reason
 * when it cannot start (no PostgreSQL installed, no postgres user to run it as).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from '../tests/server/support/freshDatabase';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? join(root, versions.at(-1)!, 'bin') : null;
  return bin && existsSync(join(bin, 'initdb')) ? bin : null;
}

export function startThrowawayPostgres(): ThrowawayPostgres | { unavailable: string } {
  const bin = postgresBin();
  if (!bin)
    return { unavailable: 'no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)' };
  const work = mkdtempSync(join(tmpdir(), 'vitrine-bench-pg-'));
  // initdb refuses root: as root the cluster belongs to the postgres user.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (args: string[]) => {
    const [command, ...rest] = [...asUser, ...args];
    execFileSync(command!, rest, { stdio: 'ignore' });
  };
  let port = 0;
  try {
    if (asUser.length) execFileSync('chown', ['postgres', work]);
    chmodSync(work, 0o700);
    run([
      join(bin, 'initdb'),
      '-D',
      join(work, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    // A random port may be taken by another tenant's server: a refused start tries another.
    for (let attempt = 1; ; attempt++) {
      port = 55000 + Math.floor(Math.random() * 5000);
      try {
        run([
          join(bin, 'pg_ctl'),
          '-D',
          join(work, 'data'),
          '-l',
          join(work, 'log'),
          '-w',
          '-t',
          '60',
          '-o',
          `-h 127.0.0.1 -p ${port} -k ${work} -c max_connections=200`,
          'start',
        ]);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    const log = join(work, 'log');
    const said = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-2) : [];
    rmSync(work, { recursive: true, force: true });
    const reason = [(error as Error).message.split('\n')[0], ...said].join(' — ');
    return { unavailable: `PostgreSQL did not start: ${reason}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?host=${work}`,
    stop() {
      try {
        run([join(bin, 'pg_ctl'), '-D', join(work, 'data'), '-m', 'immediate', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs `work` on a database of its own: on DATABASE_URL's server when it is set, else on a
 * throwaway cluster; the database is dropped and the cluster stopped afterwards. Null, with the
 * reason printed, when no PostgreSQL can start.
 */
export async function onFreshPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const pg = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: () => {} }
    : startThrowawayPostgres();
  if ('unavailable' in pg) {
    console.log(`PostgreSQL figures skipped: ${pg.unavailable}`);
    return null;
  }
  try {
    const fresh = await createFreshDatabase(pg.url);
    try {
      return await work(fresh.url);
    } finally {
      await fresh.drop();
    }
  } finally {
    pg.stop();
  }
}
