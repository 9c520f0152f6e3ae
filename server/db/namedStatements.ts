import type { Sql } from 'postgres';

type Work = (sql: Sql) => unknown;

/**
 * The postgres-js client drizzle is given, with every statement named (prepared). drizzle runs a
 * query it was not given a name for as an unnamed statement, and postgres-js describes each of
 * those before binding it: two round trips a query, and PostgreSQL parses and plans it each time.
 * A named statement is described and planned once per connection, and each later run of it is
 * one round trip. The statements are drizzle's text with placeholders, so how many there are is
 * bounded by the code (and the lengths of `in (…)` lists), not by the data; each connection
 * drops its own when it is recycled.
 */
export function withNamedStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        return (query: string, params?: never[], options?: { prepare?: boolean }) =>
          target.unsafe(query, params, { ...options, prepare: true });
      }
      // A transaction's (or a savepoint's) client is another object: it gets the same rule.
      if (key === 'begin' || key === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as Work;
          // A transaction's client has `savepoint`, which the pool's type does not name.
          const run = (target as unknown as Record<string, (...rest: unknown[]) => unknown>)[key]!;
          return run(...args, (inner: Sql) => work(withNamedStatements(inner)));
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
