/**
 * A DATABASE_URL as postgres-js takes it. libpq names a PostgreSQL on the same machine by its
 * socket directory, `postgres://user@localhost:5432/db?host=/var/run/postgresql`; postgres-js
 * reads no such parameter (it would send `host` to the server as a setting, which refuses it),
 * so the directory becomes its `path` option and leaves the URL. Over the socket a query skips
 * the TCP stack on both sides.
 */
export function postgresTarget(databaseUrl: string): { url: string; path?: string } {
  const url = new URL(databaseUrl);
  const directory = url.searchParams.get('host');
  if (!directory?.startsWith('/')) return { url: databaseUrl };
  url.searchParams.delete('host');
  return { url: url.toString(), path: `${directory}/.s.PGSQL.${url.port || '5432'}` };
}
