import { existsSync } from 'node:fs';
import { preview } from 'vite';

/**
 * Serves the built front end (dist/) on an ephemeral loopback port, for browser tests that
 * need only the renderer (no API). `npm test` builds before it runs the tests. `TEST_DIST_DIR`
 * serves another build, as for the app server.
 */
export async function startPreviewServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = process.env.TEST_DIST_DIR ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(
      `${outDir}/ is missing: run \`npm run build\` (npm test does it) before the browser tests.`,
    );
  }
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'silent',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}
