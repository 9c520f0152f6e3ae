import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What a query answers: PGlite's result, less what cannot cross a thread. */
export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
  command?: string;
  rowCount?: number;
  fields: { name: string; dataTypeID: number }[];
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Present when the caller (drizzle) wants dates, times and intervals kept as text. */
  parsers?: unknown;
}

/** The part of PGlite's interface that drizzle's PGlite driver and the server use. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
  transaction<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Request =
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: string;
      keepText: boolean;
    }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

/** PostgreSQL's error fields, as the worker sent them, on an Error the callers can inspect. */
function databaseError(fields: { name: string; message: string } & Record<string, unknown>) {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * PGlite in a worker thread (pgliteWorker.mjs), driven through messages. PGlite is a whole
 * PostgreSQL running as WebAssembly; on the server's own thread each query's work held the
 * event loop, so under load HTTP parsing, JSON, validation and the database took turns on one
 * core while the other stayed idle. In its own thread the database works while the server
 * reads and answers requests. The database still runs one statement at a time, and an open
 * transaction holds it, as PGlite does on one thread.
 */
export async function startPgliteThread(dataDir: string): Promise<PgliteLike> {
  // A path rather than a URL object: under a test's DOM environment `URL` is the DOM's own,
  // which Worker does not take.
  const worker = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'pgliteWorker.mjs'), {
    workerData: { dataDir },
  });
  let nextId = 1;
  let stopped: Error | null = null;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('error', (error) =>
    stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code})`)));
  worker.on(
    'message',
    (message: {
      id?: number;
      result?: unknown;
      error?: { name: string; message: string } & Record<string, unknown>;
    }) => {
      if (message.id === undefined) return;
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(databaseError(message.error));
      else waiter?.resolve(message.result);
    },
  );
  await ready;

  /** Sends one request; its id comes back with the answer (and names a transaction it begins). */
  const post = <T>(request: Request): { id: number; answer: Promise<T> } => {
    const id = nextId++;
    if (stopped) return { id, answer: Promise.reject(stopped) };
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot cross the thread (a function, say) fails this query alone.
        pending.delete(id);
        reject(error as Error);
      }
    });
    return { id, answer };
  };
  const send = <T>(request: Request): Promise<T> => post<T>(request).answer;
  const begin = async (): Promise<number> => {
    const { id, answer } = post<null>({ op: 'begin' });
    await answer;
    return id;
  };

  const on = (tx?: number): PgliteLike => ({
    query: (sql, params = [], options = {}) =>
      send({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options.rowMode,
        keepText: options.parsers !== undefined,
      }),
    exec: (sql) => send({ op: 'exec', tx, sql }),
    transaction: async (work) => {
      // drizzle nests with savepoints on the transaction's own client, never through here.
      if (tx !== undefined) throw new Error('A transaction cannot begin inside another');
      const id = await begin();
      let result;
      try {
        result = await work(on(id));
      } catch (error) {
        await send({ op: 'end', tx: id, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx: id, commit: true });
      return result;
    },
    close: async () => {
      if (stopped) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  });
  return on();
}
