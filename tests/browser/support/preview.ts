import { existsSync } from 'node:fs';
import { preview } from 'vite';

/**
 * Serves the built front end (dist/) on an ephemeral loopback port, for browser tests that
 * need only the renderer (no API). `npm test` builds before it runs the tests.
 */
export async function startPreviewServer(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync('dist/index.html')) {
    throw new Error(
      'dist/ is missing: run `npm run build` (npm test does it) before the browser tests.',
    );
  }
  const server = await preview({
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
