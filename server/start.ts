import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { deleteExpiredOncePerInterval } from './services/cleanup';
import { ResponseCache } from './cache';
import { shareCacheClearings } from './cacheSync';
import { loadConfig, localPublicUrl, type ServerConfig } from './config';
import { answerOutsideApp } from './errors';
import type { Deps } from './context';
import { openDatabase } from './db/connect';
import { logSink } from './logSink';
import { createLogger, withRequestId } from './logger';
import { createMailer } from './mail';
import { seedIfEmpty } from './seed';
import { openStorage, type Storage } from './storage';
import { ensureOwner } from './services/members';
import { variantRunsSettled } from './services/imageVariants';

export interface StartServerOptions {
  /** 0 = an ephemeral port. Default: PORT or 3000. */
  port?: number;
  /** Database (PGlite) and uploads; a fresh folder is a fresh database. Default: DATA_DIR or ./data. */
  dataDir?: string;
  /** postgres://… to use PostgreSQL instead of the embedded PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** The built front end (usually 'dist'); null or omitted serves the API only. */
  staticDir?: string | null;
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  /** Where log lines go; default console.log. Pass () => {} for quiet tests. */
  log?: (line: string) => void;
  /** Host to listen on; default all interfaces ('::' / '0.0.0.0'). */
  hostname?: string;
  config?: Partial<ServerConfig>;
}

export interface RunningServer {
  url: string;
  port: number;
  config: ServerConfig;
  databaseKind: 'pglite' | 'postgres';
  /** The database handle, for tests that need to reach behind the API (expiring a code). */
  db: Deps['db'];
  storage: Storage;
  /** The response cache, for tests that write behind the API and must clear what it kept. */
  cache: ResponseCache;
  /**
   * Stops gracefully: readiness turns 503, the port stops taking connections, requests in
   * flight finish and then the image variants being made (all within
   * config.shutdownTimeoutMs; what is still running then is cut), and the database pool and
   * storage client are closed.
   */
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** An incoming X-Request-Id is kept when it is this sane; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig({
    ...options.config,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const logger = createLogger(config.logFormat, options.log ?? logSink(process.stdout.fd));
  const log = logger.log;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: databaseUrl || undefined,
  });
  const storage = openStorage(config);
  if (options.seed ?? true) {
    // One process seeds: others starting at the same time wait, then find the site there.
    const seeded = await database.exclusive(() =>
      seedIfEmpty(database.db, { storage, domain: config.siteDomain }),
    );
    if (seeded)
      log('Seeded the demo site: collection "demo" with 12 tokens and a published layout.');
  }
  if (config.ownerEmail) {
    const owner = await database.exclusive(() => ensureOwner(database.db, config.ownerEmail!));
    if (owner) log(`Studio owner: ${config.ownerEmail} (sign in at ${config.publicUrl}/studio).`);
  }
  const cache = new ResponseCache(database.kind === 'pglite' ? null : config.sharedCacheTtlMs);
  const stopSharing = await shareCacheClearings(cache, database, log);
  const lifecycle = { shuttingDown: false };
  const deps: Deps = {
    db: database.db,
    database,
    config,
    cache,
    storage,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log }),
    log,
    lifecycle,
  };
  const app = createApp(deps, { staticDir: options.staticDir ?? null });
  const requestedPort = options.port ?? Number(process.env.PORT ?? 3000);

  // node:http with Hono's listener rather than serve(), which takes no error handler: a request
  // Node cannot turn into a URL gets a JSON 400 with its reason instead of an empty one.
  const listener = getRequestListener(app.fetch, {
    hostname: options.hostname,
    errorHandler: (error) => answerOutsideApp(error, log),
  });
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = createServer((req, res) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    // A stopping process answers what it already has, and asks the client not to come back.
    if (lifecycle.shuttingDown) res.setHeader('connection', 'close');
    inFlight++;
    res.once('close', () => {
      inFlight--;
      withRequestId(requestId, () =>
        logger.request({
          method: req.method ?? '',
          // The path only: queries may carry e-mail addresses and codes.
          path: (req.url ?? '').split('?')[0] ?? '',
          status: res.statusCode,
          durationMs: performance.now() - started,
        }),
      );
      if (inFlight === 0) drained?.();
    });
    withRequestId(requestId, () => void listener(req, res));
  });
  // Said out loud because docs/deploy.md sets the proxy's idle limit just below it: whichever
  // side closes an idle connection first must be the proxy, or a request sent on a connection
  // as this process closes it is cut.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, options.hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Without a configured PUBLIC_URL (development only, see loadConfig) links point at the port
  // actually listened on, which an ephemeral port (0) only knows now.
  if (options.config?.publicUrl === undefined && !process.env.PUBLIC_URL)
    config.publicUrl = localPublicUrl(port);
  // Expired sessions, codes and nonces are deleted at start and every hour, by one process of
  // those sharing the database (the first whose timer fires in each interval). The first sweep
  // is awaited so it cannot land later, on a pooled connection, and race rows written just
  // after. Each process looks a little more often than the interval, so a sweep is never
  // skipped for a timer that fired a moment early.
  const sweep = () =>
    deleteExpiredOncePerInterval(database, CLEANUP_INTERVAL_MS * 0.9, {
      analyticsRetentionDays: config.analyticsRetentionDays,
    }).then(
      () => {},
      (error: unknown) =>
        log(`Cleanup of expired rows failed: ${(error as Error).message}`, 'warn'),
    );
  await sweep();
  const sweeper = setInterval(() => void sweep(), CLEANUP_INTERVAL_MS);
  sweeper.unref();
  let closing: Promise<void> | null = null;
  const close = async () => {
    clearInterval(sweeper);
    lifecycle.shuttingDown = true;
    // One time limit for all that a stop waits for, so a supervisor's own (systemd's
    // TimeoutStopSec, docs/deploy.md) is never overrun by adding up waits.
    const deadline = Date.now() + config.shutdownTimeoutMs;
    const untilDeadline = async (settled: Promise<void>): Promise<boolean> => {
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        settled.then(() => true),
        new Promise<boolean>(
          (resolve) =>
            (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))),
        ),
      ]);
      clearTimeout(timer);
      return inTime;
    };
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() stops taking connections and drops idle keep-alive ones; the rest finish.
    if (inFlight > 0) {
      await untilDeadline(new Promise<void>((resolve) => (drained = resolve)));
      if (inFlight > 0)
        log(`Shutdown: ${inFlight} request(s) still running after the time limit were cut`, 'warn');
    }
    server.closeAllConnections();
    await stopped;
    // An upload's variants are made after its answer: finished, not cut off half made, unless
    // the time limit comes first (a variant missing then is made when first asked for).
    if (!(await untilDeadline(variantRunsSettled())))
      log('Shutdown: image variants still being made after the time limit were cut', 'warn');
    await stopSharing();
    storage.close();
    await database.close();
  };
  return {
    url: `http://localhost:${port}`,
    port,
    config,
    databaseKind: database.kind,
    db: database.db,
    storage,
    cache,
    close() {
      closing ??= close();
      return closing;
    },
  };
}
