import { sql } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * Statements built once per database and run with each request's values: drizzle otherwise
 * builds a query's SQL text again on every call, and on the busiest paths (a save, a feed post,
 * every signed-in request's session) that building was a large share of the server's work and
 * of the garbage it left behind. `build` makes them for one database (or transaction) handle;
 * the result is kept as long as that handle lives.
 */
export function builtStatements<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (!found) {
      found = build(db);
      built.set(db, found);
    }
    return found;
  };
}

/**
 * A value given when a built statement runs. drizzle's types leave placeholders out of `set()`
 * and `values()`, which take them all the same: each becomes a parameter its column encodes
 * (jsonb, timestamp), as a value would be.
 */
export const given = <T>(name: string) => sql.placeholder(name) as unknown as T;
