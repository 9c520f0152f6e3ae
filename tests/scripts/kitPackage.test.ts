// @vitest-environment node
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzippedSize, staticClosure } from '../../bench/staticClosure';
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

/** Each script starts a Node process that loads React and jsdom: seconds on a busy machine. */
const SCRIPT_TIMEOUT = 60_000;

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
    for (const [entry, source] of [
      ['schema', 'schema'],
      ['client', 'client'],
      ['renderer', 'renderer'],
      ['renderer-server', 'rendererServer'],
    ]) {
      expect(files).toContain(`package/dist/${entry}.js`);
      expect(files).toContain(`package/dist/types/packages/kit/src/${source}.d.ts`);
    }
    expect(files.every((file) => file.startsWith('package/dist/') || !file.includes('/src/'))).toBe(
      true,
    );
  });

  it(
    'a plain Node script renders the demo layout from the API to HTML',
    async () => {
      const detail = await fetch(`${server.url}/v1/collections/demo?include_layout=true`, {
        headers: { 'x-api-key': PK },
      });
      writeFileSync(join(app, 'layout.json'), JSON.stringify((await detail.json()).layout));
      writeFileSync(
        join(app, 'render.mjs'),
        `import { readFileSync } from 'node:fs';
import { parseLayoutDocument } from '@vitrine/kit/schema';
import { renderStaticPage } from '@vitrine/kit/renderer/server';
const parsed = parseLayoutDocument(JSON.parse(readFileSync('layout.json', 'utf8')));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
process.stdout.write(renderStaticPage(parsed.layout, { title: 'Demo' }));
`,
      );
      const { stdout: html } = await run('node', ['render.mjs'], { cwd: app });
      expect(html).toContain('<title>Demo</title>');
      expect(html).toContain('data-one-layout');
      expect(html).toContain('Vitrine demo collection');
    },
    SCRIPT_TIMEOUT,
  );

  it(
    'the browser renderer loads a block type when a layout shows it, then renders it as the server does',
    async () => {
      writeFileSync(
        join(app, 'lazy.mjs'),
        `import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseLayoutDocument } from '@vitrine/kit/schema';
import { loadLayoutComponents, StaticLayout } from '@vitrine/kit/renderer';
const parsed = parseLayoutDocument(JSON.parse(readFileSync('layout.json', 'utf8')));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const render = () => renderToString(createElement(StaticLayout, { layout: parsed.layout }));
const before = render();
await loadLayoutComponents(parsed.layout);
process.stdout.write(JSON.stringify({ before, after: render() }));
`,
      );
      const { stdout } = await run('node', ['lazy.mjs'], { cwd: app });
      const { before, after } = JSON.parse(stdout) as { before: string; after: string };
      // Before: the grid and each block's host, marked busy, without any block's content.
      expect(before).toContain('aria-busy="true"');
      expect(before).toContain('data-component-type="text"');
      expect(before).not.toContain('Vitrine demo collection');
      // After: what the server entry renders, every type at once.
      expect(after).not.toContain('aria-busy');
      expect(after).toContain('Vitrine demo collection');
      writeFileSync(
        join(app, 'server.mjs'),
        `import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseLayoutDocument } from '@vitrine/kit/schema';
import { StaticLayout } from '@vitrine/kit/renderer/server';
const parsed = parseLayoutDocument(JSON.parse(readFileSync('layout.json', 'utf8')));
process.stdout.write(renderToString(createElement(StaticLayout, { layout: parsed.layout })));
`,
      );
      const { stdout: server } = await run('node', ['server.mjs'], { cwd: app });
      expect(after).toBe(server);
    },
    SCRIPT_TIMEOUT,
  );

  it('the renderer core, without the blocks and without React, is at most 30 KB gzipped', () => {
    const core = staticClosure(join(app, 'node_modules/@vitrine/kit/dist/renderer.js'));
    expect(gzippedSize(core)).toBeLessThanOrEqual(30 * 1024);
  });

  it(
    'the client subpath gives a typed client that reads the API',
    async () => {
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
    },
    SCRIPT_TIMEOUT,
  );
});
