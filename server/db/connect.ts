import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from './namedStatements';
import { postgresTarget } from './postgresUrl';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers (PGlite, postgres-js) give this type; routes see no difference. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, in DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process sharing this database runs its own `exclusive` work
   * (a PostgreSQL advisory lock): migrations and the first seed happen once, whichever process
   * starts first. The embedded database has one process: it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database does not answer (readiness). */
  ping(): Promise<void>;
  /** PostgreSQL's LISTEN/NOTIFY between the processes sharing it; null on the embedded one. */
  channels: Channels | null;
  close(): Promise<void>;
}

export interface Channels {
  /**
   * Calls `onMessage` with each payload NOTIFYed on `channel` by any process, and `onListen`
   * each time listening (re)starts: after a lost connection, messages may have been missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListen: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<void>;
}

/** The advisory lock key that orders the start of processes sharing one PostgreSQL. */
const STARTUP_LOCK = 7_360_001;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and runs the migrations: PostgreSQL at `databaseUrl` when given,
 * otherwise PGlite (PostgreSQL in WebAssembly) stored in `<dataDir>/db`.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const target = postgresTarget(options.databaseUrl);
    const sql = postgres(target.url, { max: 10, onnotice: () => {}, path: target.path });
    const db = drizzle(withNamedStatements(sql), { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session lock on one reserved connection, held while `work` runs on the pool.
      const reserved = await sql.reserve();
      try {
        await reserved`select pg_advisory_lock(${STARTUP_LOCK})`;
        return await work();
      } finally {
        await reserved`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => {});
        reserved.release();
      }
    };
    await exclusive(() => migrate(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusive,
      ping: async () => {
        await sql`select 1`;
      },
      channels: {
        listen: (channel, onMessage, onListen) => sql.listen(channel, onMessage, onListen),
        notify: async (channel, payload) => {
          await sql.notify(channel, payload);
        },
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { startPgliteThread } = await import('./pgliteThread');
  const dbDir = join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const client = await startPgliteThread(dbDir);
  // drizzle's PGlite driver calls query, exec and transaction only, which the thread's client
  // answers as PGlite does.
  const db = drizzle(client as unknown as PGlite, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    channels: null,
    close: () => client.close(),
  };
}
