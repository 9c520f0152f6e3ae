import { rmSync } from 'node:fs';
import type { ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { freshPgliteDataDir } from '../../server/support/pgliteTemplate';

export interface AppServer {
  url: string;
  /** The data folder of this run (fresh database and uploads). */
  dataDir: string;
  /** The database, for tests that need to reach behind the API (expiring a code). */
  db: RunningServer['db'];
  close(): Promise<void>;
}

/**
 * The real server on an ephemeral port with a fresh database (seeded with the demo site),
 * serving the built front end from dist/ (browser tests run after `vite build`), or from
 * `TEST_DIST_DIR` — a build elsewhere, so tests can run while dist/ is in use.
 */
export async function startAppServer(
  options: { seed?: boolean; config?: Partial<ServerConfig> } = {},
): Promise<AppServer> {
  const dataDir = await freshPgliteDataDir('vitrine-e2e-');
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: process.env.TEST_DIST_DIR ?? 'dist',
    seed: options.seed ?? true,
    log: () => {},
    // The local keys, the outbox and the editor key: what `npm start` runs with.
    config: { development: true, ...options.config },
    databaseUrl: '',
  });
  return {
    url: server.url,
    dataDir,
    db: server.db,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
