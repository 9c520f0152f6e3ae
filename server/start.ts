import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { deleteExpired } from './services/cleanup';
import { ResponseCache } from './cache';
import { loadConfig, localPublicUrl, type ServerConfig } from './config';
import { answerOutsideApp } from './errors';
import type { Deps } from './context';
import { openDatabase } from './db/connect';
import { createMailer } from './mail';
import { seedIfEmpty } from './seed';
import { ensureOwner } from './services/members';

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
  /** Log lines; default console.log. Pass () => {} for quiet tests. */
  log?: (message: string) => void;
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
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const config = loadConfig({
    ...options.config,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: databaseUrl || undefined,
  });
  if (options.seed ?? true) {
    const seeded = await seedIfEmpty(database.db, {
      uploadsDir: config.uploadsDir,
      domain: config.siteDomain,
    });
    if (seeded)
      log('Seeded the demo site: collection "demo" with 12 tokens and a published layout.');
  }
  if (config.ownerEmail) {
    const owner = await ensureOwner(database.db, config.ownerEmail);
    if (owner) log(`Studio owner: ${config.ownerEmail} (sign in at ${config.publicUrl}/studio).`);
  }
  const deps: Deps = {
    db: database.db,
    database,
    config,
    cache: new ResponseCache(database.kind === 'pglite' ? null : config.sharedCacheTtlMs),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log }),
    log,
  };
  const app = createApp(deps, { staticDir: options.staticDir ?? null });
  const requestedPort = options.port ?? Number(process.env.PORT ?? 3000);

  // node:http with Hono's listener rather than serve(), which takes no error handler: a request
  // Node cannot turn into a URL gets a JSON 400 with its reason instead of an empty one.
  const server = createServer(
    getRequestListener(app.fetch, {
      hostname: options.hostname,
      errorHandler: (error) => answerOutsideApp(error, log),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, options.hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Without a configured PUBLIC_URL (development only, see loadConfig) links point at the port
  // actually listened on, which an ephemeral port (0) only knows now.
  if (options.config?.publicUrl === undefined && !process.env.PUBLIC_URL)
    config.publicUrl = localPublicUrl(port);
  // Expired sessions, codes and nonces are deleted at start and every hour. The first sweep is
  // awaited so it cannot land later, on a pooled connection, and race rows written just after.
  const sweep = () =>
    deleteExpired(database.db, new Date(), {
      analyticsRetentionDays: config.analyticsRetentionDays,
    }).then(
      () => {},
      (error: unknown) => log(`Cleanup of expired rows failed: ${(error as Error).message}`),
    );
  await sweep();
  const sweeper = setInterval(() => void sweep(), CLEANUP_INTERVAL_MS);
  sweeper.unref();
  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    config,
    databaseKind: database.kind,
    db: database.db,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open.
        server.closeAllConnections();
      });
      await database.close();
    },
  };
}
