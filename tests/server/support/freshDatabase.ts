import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { postgresTarget } from '../../../server/db/postgresUrl';

export interface FreshDatabase {
  /** postgres://… of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (DATABASE_URL in
 * scripts/ci-postgres.sh), dropped by `drop()`: each test file gets a database of its own.
 */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const target = postgresTarget(serverUrl);
  const admin = postgres(target.url, { max: 1, onnotice: () => {}, path: target.path });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
