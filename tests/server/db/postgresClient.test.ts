// @vitest-environment node
/**
 * How the server talks to PostgreSQL: a DATABASE_URL naming a socket directory the way libpq
 * does reaches the server over that socket, and every query drizzle builds runs as a named
 * statement (prepared once per connection: one round trip a query after the first), inside
 * transactions too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect';
import { postgresTarget } from '../../../server/db/postgresUrl';
import { layouts } from '../../../server/db/schema';
import { createFreshDatabase } from '../support/freshDatabase';

const postgresUrl = process.env.DATABASE_URL;

describe('a DATABASE_URL with a socket directory', () => {
  it("takes libpq's host=/directory as the socket path and keeps the rest of the URL", () => {
    expect(postgresTarget('postgres://app@localhost:6543/shop?host=/run/postgresql')).toEqual({
      url: 'postgres://app@localhost:6543/shop',
      path: '/run/postgresql/.s.PGSQL.6543',
    });
    expect(
      postgresTarget('postgres://app@localhost/shop?host=/run/postgresql&sslmode=disable'),
    ).toEqual({
      url: 'postgres://app@localhost/shop?sslmode=disable',
      path: '/run/postgresql/.s.PGSQL.5432',
    });
  });

  it('leaves a URL naming a host by name or address as it is', () => {
    for (const url of ['postgres://app@db.internal:5432/shop', 'postgres://app@db/shop?host=db2'])
      expect(postgresTarget(url)).toEqual({ url });
  });
});

describe.skipIf(!postgresUrl)('queries on PostgreSQL (DATABASE_URL)', () => {
  it('run as named statements, in a transaction as outside one', async () => {
    const fresh = await createFreshDatabase(postgresUrl!);
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-statements-'));
    const database = await openDatabase({ dataDir, databaseUrl: fresh.url });
    try {
      const { db } = database;
      const named = await db.transaction(async (tx) => {
        // The same query twice on this transaction's connection, then what it has prepared.
        for (let i = 0; i < 2; i++)
          await tx.select({ id: layouts.id }).from(layouts).where(eq(layouts.id, 'lay_none'));
        // postgres-js answers a list of rows (the shared Db type leaves it unknown).
        const rows = (await tx.execute(
          sql`select statement from pg_prepared_statements`,
        )) as unknown as { statement: string }[];
        return rows.map((row) => row.statement);
      });
      const ours = named.filter((statement) => statement.includes('"layouts"'));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toContain('where "layouts"."id" = $1');
    } finally {
      await database.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
