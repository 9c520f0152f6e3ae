import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startAppServer, type AppServer } from './support/server';

/**
 * `@vitrine/kit` in a React + Vite app (docs/decisions/packages.md): the package packed with
 * `npm pack` and unpacked into the app's node_modules beside its own React and react-query, the
 * app built by Vite, served from its own origin, and opened in Chromium: it reads the demo
 * collection from the Vitrine server (which allows the app's origin) and renders its layout.
 */
const ROOT = resolve('.');
const SHOTS = '/tmp/shots/embed';
const INSTALLED = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-query',
  'isomorphic-dompurify',
];

const APP = `import { createRoot } from 'react-dom/client';
import {
  ApiClientProvider,
  AuthProvider,
  createApiClient,
  fetchWithAbsoluteUploads,
  useCollection,
} from '@vitrine/kit/client';
import { parseLayoutDocument } from '@vitrine/kit/schema';
import { LayoutRenderer, PageContext, ThemeProvider } from '@vitrine/kit/renderer';

const vitrine = document.querySelector('meta[name=vitrine]').content;
const client = createApiClient({
  baseUrl: vitrine,
  apiKey: 'pk_local_vitrine',
  credentials: 'omit',
  fetch: fetchWithAbsoluteUploads(vitrine),
});

function Demo() {
  const { data } = useCollection('demo', { include_layout: true, token_id: '3' });
  const parsed = data?.layout ? parseLayoutDocument(data.layout) : null;
  if (!parsed?.ok) return <p>Loading</p>;
  return (
    <ThemeProvider theme={parsed.layout.theme}>
      <PageContext.Provider value={{ collection: data, tokenId: '3', token: data.token }}>
        <LayoutRenderer layout={parsed.layout} />
      </PageContext.Provider>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('app')).render(
  <ApiClientProvider client={client}>
    <AuthProvider domain="localhost">
      <Demo />
    </AuthProvider>
  </ApiClientProvider>,
);
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

let app: string;
let appServer: Server;
let appOrigin: string;
let vitrine: AppServer;
let browser: Browser;

beforeAll(async () => {
  execFileSync('npm', ['run', 'build:packages'], { cwd: ROOT, stdio: 'pipe' });
  app = mkdtempSync(join(tmpdir(), 'vitrine-kit-vite-'));
  execFileSync('npm', ['pack', '--pack-destination', app], {
    cwd: join(ROOT, 'packages/kit'),
    stdio: 'pipe',
  });
  const tarball = readdirSync(app).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  const kit = join(app, 'node_modules/@vitrine/kit');
  mkdirSync(kit, { recursive: true });
  execFileSync('tar', ['-xzf', join(app, tarball), '-C', kit, '--strip-components=1']);
  for (const name of INSTALLED) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), join(app, 'node_modules', name));
  }

  // The app's origin is known before the Vitrine server starts, which must allow it.
  appServer = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const file = join(app, 'dist', path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  await new Promise<void>((done) => appServer.listen(0, '127.0.0.1', done));
  appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  vitrine = await startAppServer({ config: { embedOrigins: [appOrigin] } });

  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kit app</title>
<meta name="vitrine" content="${vitrine.url}"><style>body{margin:0}</style></head>
<body><div id="app"></div><script type="module" src="/main.jsx"></script></body></html>`,
  );
  writeFileSync(join(app, 'main.jsx'), APP);
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(app, 'dist'), emptyOutDir: true },
  });
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await vitrine?.close();
  await new Promise((done) => appServer?.close(done));
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('@vitrine/kit in a React + Vite app', () => {
  it('renders the demo layout it reads from the API', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appOrigin);
    await page.locator('[data-one-layout]').first().waitFor({ timeout: 30_000 });
    await page.getByText('Harbour Lamp #3').first().waitFor();
    // The layout's uploads load from the Vitrine server, not the app's origin.
    const image = page.getByRole('img', { name: 'Harbour Lamp, front' }).first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(vitrine.url);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/kit-app-1280.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
