// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here,
// so its work never holds the server's event loop. Plain JavaScript, because a worker thread
// does not inherit the TypeScript loader under every runner (tsx, vitest) that starts the server.
// The protocol is in pgliteThread.ts, its only user.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const asText = (value) => value;
// drizzle's PGlite driver keeps dates, times, intervals and their arrays as the text PostgreSQL
// sends; parsers are functions, which cannot cross threads, so the same set is applied here
// to every query that asked for it.
const KEEP_AS_TEXT = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

/** What an error carries across the thread: its message and PostgreSQL's fields. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
function serialiseError(error) {
  const out = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  return out;
}

const ROLLBACK = Symbol('rollback');
const client = await PGlite.create(workerData.dataDir);
/** Open transactions by the id of the request that began them. */
const open = new Map();

function target(message) {
  if (message.tx === undefined) return client;
  const entry = open.get(message.tx);
  if (!entry) throw new Error('The transaction is closed');
  return entry.tx;
}

const handlers = {
  async query(message) {
    const result = await target(message).query(message.sql, message.params, {
      rowMode: message.rowMode,
      parsers: message.keepText ? KEEP_AS_TEXT : undefined,
    });
    // Drop what cannot or need not cross: a blob is only for COPY, which no caller uses.
    const { rows, affectedRows, command, rowCount, fields } = result;
    return { rows, affectedRows, command, rowCount, fields };
  },
  async exec(message) {
    const results = await target(message).exec(message.sql);
    return results.map(({ rows, affectedRows, command, rowCount, fields }) => ({
      rows,
      affectedRows,
      command,
      rowCount,
      fields,
    }));
  },
  begin(message) {
    // Answered once BEGIN has run: the transaction stays open, holding PGlite, until `end`.
    return new Promise((began, failed) => {
      client
        .transaction(async (tx) => {
          const ended = new Promise((resolve) => open.set(message.id, { tx, end: resolve }));
          began(null);
          if ((await ended) === 'rollback') throw ROLLBACK;
        })
        .then(
          () => open.get(message.id)?.settled?.resolve(null),
          (error) => {
            const entry = open.get(message.id);
            if (!entry) return failed(error);
            if (error === ROLLBACK) entry.settled?.resolve(null);
            else entry.settled?.reject(error);
          },
        )
        .finally(() => open.delete(message.id));
    });
  },
  end(message) {
    const entry = open.get(message.tx);
    if (!entry) throw new Error('The transaction is closed');
    return new Promise((resolve, reject) => {
      entry.settled = { resolve, reject };
      entry.end(message.commit ? 'commit' : 'rollback');
    });
  },
  async close() {
    await client.close();
    return null;
  },
};

parentPort.on('message', async (message) => {
  let answer;
  try {
    answer = { id: message.id, result: await handlers[message.op](message) };
  } catch (error) {
    answer = { id: message.id, error: serialiseError(error) };
  }
  try {
    parentPort.postMessage(answer);
  } catch (error) {
    // A value that cannot cross the thread is this query's failure, never the thread's end.
    parentPort.postMessage({ id: message.id, error: serialiseError(error) });
  }
});
parentPort.postMessage({ ready: true });
