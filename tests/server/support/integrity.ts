/**
 * Consistency checks on a database after a crash, the same on PGlite and PostgreSQL: every
 * foreign key holds (no orphan rows), every B-tree index agrees with its table (amcheck's
 * bt_index_check with heapallindexed), and every layout's current and published revisions
 * exist in its history, whose newest revision is the layout's own.
 */
import { join } from 'node:path';
import { postgresTarget } from '../../../server/db/postgresUrl';

export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Opens the database a server used: PGlite in `<dataDir>/db`, or PostgreSQL at `databaseUrl`. */
export async function openSql(options: { dataDir: string; databaseUrl?: string }): Promise<Sql> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const target = postgresTarget(options.databaseUrl);
    const sql = postgres(target.url, { max: 1, onnotice: () => {}, path: target.path });
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await sql.unsafe(text, params as never[])) as unknown as T[],
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { amcheck } = await import('@electric-sql/pglite/contrib/amcheck');
  const db = await PGlite.create(join(options.dataDir, 'db'), { extensions: { amcheck } });
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every problem found, in words; empty when the database is consistent. */
export async function integrityProblems(sql: Sql): Promise<string[]> {
  const problems: string[] = [];
  const keys = await sql.query<{ child: string; col: string; parent: string; pcol: string }>(`
    SELECT cc.relname AS child, a.attname AS col, pc.relname AS parent, af.attname AS pcol
    FROM pg_constraint c
    JOIN pg_class cc ON cc.oid = c.conrelid
    JOIN pg_class pc ON pc.oid = c.confrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND cc.relnamespace = 'public'::regnamespace`);
  if (keys.length === 0) problems.push('no foreign keys found to check');
  for (const k of keys) {
    const [row] = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quote(k.child)} x WHERE x.${quote(k.col)} IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${quote(k.parent)} p WHERE p.${quote(k.pcol)} = x.${quote(k.col)})`,
    );
    if (row!.n > 0)
      problems.push(`${row!.n} ${k.child} row(s) whose ${k.col} names no ${k.parent}`);
  }

  await sql.query('CREATE EXTENSION IF NOT EXISTS amcheck');
  const indexes = await sql.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    WHERE am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace`);
  for (const { name } of indexes) {
    try {
      await sql.query(`SELECT bt_index_check($1::regclass, true)`, [quote(name)]);
    } catch (error) {
      problems.push(`index ${name}: ${(error as Error).message}`);
    }
  }

  const layouts = await sql.query<{ id: string; what: string }>(`
    SELECT l.id, 'its revision ' || l.revision || ' is missing from its history' AS what
    FROM layouts l WHERE NOT EXISTS
      (SELECT 1 FROM layout_versions v WHERE v.layout_id = l.id AND v.revision = l.revision)
    UNION ALL
    SELECT l.id, 'its published revision ' || l.published_revision || ' is missing from its history'
    FROM layouts l WHERE l.published_revision IS NOT NULL AND NOT EXISTS
      (SELECT 1 FROM layout_versions v WHERE v.layout_id = l.id AND v.revision = l.published_revision)
    UNION ALL
    SELECT l.id, 'its history goes past its revision ' || l.revision
    FROM layouts l WHERE EXISTS
      (SELECT 1 FROM layout_versions v WHERE v.layout_id = l.id AND v.revision > l.revision)`);
  for (const l of layouts) problems.push(`layout ${l.id}: ${l.what}`);
  return problems;
}
