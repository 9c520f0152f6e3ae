/**
 * The server the editor benches open the editor from, in a process of its own as `npm start`
 * runs it: fresh embedded database with the demo seed, the built front end (dist/, or
 * TEST_DIST_DIR), the development keys.
 *
 * Not in the bench's own process: that one also runs Playwright, which handles the browser's
 * protocol messages of every navigation while the page's request is being answered, so a
 * server there answers only when the bench's event loop gets to it — a page whose answer waits
 * on the database (the editor's reads its layout) waited behind them, a static page hardly
 * did. A real owner's browser never shares the server's event loop.
 */
import { rmSync } from 'node:fs';
import { freshPgliteDataDir } from '../tests/server/support/pgliteTemplate';
import { spawnServer } from '../tests/server/support/serverProcess';

export async function startEditorServer(): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = await freshPgliteDataDir('vitrine-bench-editor-');
  const server = await spawnServer({
    dataDir,
    databaseUrl: '',
    seed: true,
    staticDir: process.env.TEST_DIST_DIR ?? 'dist',
    config: { development: true },
  });
  return {
    url: server.url,
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
