import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/** Both drivers' answers to a raw query, as rows: PGlite gives { rows }, postgres-js an array. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
