/**
 * Serves the bench's Puck page (bench/puck/dist) the way our server serves the editor: the
 * same compression middleware, hashed assets cached for good, the page revalidated every time,
 * over HTTP/1.1 on the loopback. `/data.json?n=N` answers with Puck data of N components
 * generated like the editor bench's layouts, so the page loads its document over the network
 * as our editor does.
 */
import { execSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../server/context';
import { compression } from '../server/transport/compression';
import { spawnListening } from '../tests/server/support/serverProcess';

const ROOT = join(import.meta.dirname, 'puck');
const DIST = join(ROOT, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The editor bench's cycle of types, in Puck's: texts at the same places (i % 5 is 0 or 3). */
const PUCK_TYPES = ['Text', 'Heading', 'Image', 'Text', 'Heading'] as const;

/** N components in Puck's root zone; component i's text is "Component i", as in our layouts. */
export function puckData(count: number) {
  const props = (type: string, i: number) =>
    type === 'Text'
      ? { text: `<p>Component ${i}</p>` }
      : type === 'Heading'
        ? { title: `Heading ${i}` }
        : { alt: `Image ${i}` };
  return {
    root: { props: {} },
    content: Array.from({ length: count }, (_, i) => {
      const type = PUCK_TYPES[i % PUCK_TYPES.length]!;
      return { type, props: { id: `c-${i}`, ...props(type, i) } };
    }),
  };
}

/** Builds the page with its own Vite config (a production build, as dist/ is for ours). */
export function buildPuckPage(): void {
  execSync(`npx vite build --config ${join(ROOT, 'vite.config.ts')}`, { stdio: 'inherit' });
}

/**
 * Starts the Puck page's server in a process of its own, as the editor benches start ours
 * (bench/editorServer.ts): neither shares the bench's event loop with Playwright.
 */
export async function startPuckServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = await spawnListening(join(import.meta.dirname, 'puckServerEntry.ts'));
  return { url: server.url, close: () => server.stop() };
}

/** The Puck page's server in this process, on an ephemeral port of the loopback. */
export async function servePuckPage(): Promise<{ port: number; close(): Promise<void> }> {
  const app = new Hono<AppEnv>();
  app.use('*', compression());
  app.get('/data.json', (c) => {
    const count = Number(c.req.query('n') ?? '100');
    if (!Number.isInteger(count) || count < 0 || count > 10_000) {
      return c.text('n must be a whole number from 0 to 10000', 400);
    }
    return c.json(puckData(count), 200, { 'cache-control': 'no-cache' });
  });
  app.get('/assets/*', async (c) => {
    const name = c.req.path.slice('/assets/'.length);
    if (name.includes('/') || name.includes('..')) return c.text('Not found', 404);
    const body = await readFile(join(DIST, 'assets', name)).catch(() => null);
    if (!body) return c.text('Not found', 404);
    return c.body(new Uint8Array(body), 200, {
      'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  app.get('/', async (c) =>
    c.html(await readFile(join(DIST, 'index.html'), 'utf8'), 200, { 'cache-control': 'no-cache' }),
  );
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
