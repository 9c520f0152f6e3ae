/**
 * What the page benchmarks measure against: the built front end (built first when dist/ has
 * none) served by the real server with the demo seed, as `npm start` runs it.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start';

export const DIST = process.env.TEST_DIST_DIR ?? 'dist';

/** The demo pages the targets name; `/t/demo-3` is followed to where it lands. */
export const DEMO_PAGES = { collection: '/c/demo', token: '/c/demo/3', tap: '/t/demo-3' } as const;

/** Builds the front end into DIST unless it is there already. */
export function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html'))) return;
  console.log(`(building the front end into ${DIST}/ first)`);
  execSync('npx vite build', { stdio: 'inherit' });
}

export async function startVisitorServer() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-pages-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: DIST,
    log: () => {},
    config: { development: true },
    databaseUrl: '',
    hostname: '127.0.0.1',
  });
  return {
    url: server.url,
    /** The path a page answers with after its redirects (the tap URL's landing page). */
    async landing(path: string): Promise<string> {
      const res = await fetch(`${server.url}${path}`);
      return new URL(res.url).pathname + new URL(res.url).search;
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
