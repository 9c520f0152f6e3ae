// @vitest-environment node
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PK, startTestServer, type TestServer } from '../server/support/testServer';

/**
 * `@vitrine/kit` as an app gets it (docs/decisions/packages.md): built, packed with `npm pack`,
 * unpacked into another folder's node_modules beside the app's own React, then imported by a
 * plain Node script that renders the demo layout, read from the API, to HTML.
 */
const ROOT = resolve('.');
/** Asynchronous, so the test server in this process keeps answering while the script runs. */
const run = promisify(execFile);
/** The app's own React and react-query (peers), and the package's one dependency. */
const INSTALLED = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'scheduler',
  'isomorphic-dompurify',
];

let app: string;
let server: TestServer;

beforeAll(async () => {
  execFileSync('npm', ['run', 'build:packages'], { cwd: ROOT, stdio: 'pipe' });
  app = mkdtempSync(join(tmpdir(), 'vitrine-kit-app-'));
  execFileSync('npm', ['pack', '--pack-destination', app], {
    cwd: join(ROOT, 'packages/kit'),
    stdio: 'pipe',
  });
  const tarball = readdirSync(app).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  const target = join(app, 'node_modules/@vitrine/kit');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(app, tarball), '-C', target, '--strip-components=1']);
  for (const peer of INSTALLED) {
    mkdirSync(join(app, 'node_modules', peer, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', peer), join(app, 'node_modules', peer));
  }
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('the @vitrine/kit package', () => {
  it('carries only its build, README and package.json, with every subpath export', () => {
    const files = execFileSync('tar', [
      '-tzf',
      join(
        app,
        readdirSync(app).find((f) => f.endsWith('.tgz'))!,
      ),
    ])
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(files).toContain('package/README.md');
    for (const entry of ['schema', 'client', 'renderer']) {
      expect(files).toContain(`package/dist/${entry}.js`);
      expect(files).toContain(`package/dist/types/packages/kit/src/${entry}.d.ts`);
    }
    expect(files.every((file) => file.startsWith('package/dist/') || !file.includes('/src/'))).toBe(
      true,
    );
  });

  it('a plain Node script renders the demo layout from the API to HTML', async () => {
    const detail = await fetch(`${server.url}/v1/collections/demo?include_layout=true`, {
      headers: { 'x-api-key': PK },
    });
    writeFileSync(join(app, 'layout.json'), JSON.stringify((await detail.json()).layout));
    writeFileSync(
      join(app, 'render.mjs'),
      `import { readFileSync } from 'node:fs';
import { parseLayoutDocument } from '@vitrine/kit/schema';
import { renderStaticPage } from '@vitrine/kit/renderer';
const parsed = parseLayoutDocument(JSON.parse(readFileSync('layout.json', 'utf8')));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
process.stdout.write(renderStaticPage(parsed.layout, { title: 'Demo' }));
`,
    );
    const { stdout: html } = await run('node', ['render.mjs'], { cwd: app });
    expect(html).toContain('<title>Demo</title>');
    expect(html).toContain('data-one-layout');
    expect(html).toContain('Vitrine demo collection');
  });

  it('the client subpath gives a typed client that reads the API', async () => {
    writeFileSync(
      join(app, 'client.mjs'),
      `import { createApiClient } from '@vitrine/kit/client';
const client = createApiClient({ baseUrl: process.argv[2], apiKey: '${PK}' });
const demo = await client.collections.get('demo');
process.stdout.write(demo.slug);
`,
    );
    const { stdout: name } = await run('node', ['client.mjs', server.url], { cwd: app });
    expect(name).toBe('demo');
  });
});
