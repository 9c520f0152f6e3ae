// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MODULE, STUDIO_MODULE } from '../../server/static/indexHtml';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The editor and the studio are the owner build's lazy chunks: their pages (owner.html) preload
 * their own chunks (from that build's manifest); a visitor's page (index.html, the other build)
 * preloads neither.
 */
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-preload-dist-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body></body></html>',
  );
  writeFileSync(
    join(staticDir, 'owner.html'),
    '<!doctype html><html><head><title>Vitrine</title><script type="module" src="/assets/owner-1.js"></script></head><body></body></html>',
  );
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/main-1.js' } }),
  );
  writeFileSync(
    join(staticDir, '.vite', 'owner-manifest.json'),
    JSON.stringify({
      'owner.html': { file: 'assets/owner-1.js' },
      [EDITOR_MODULE]: {
        file: 'assets/EditorApp-1.js',
        imports: ['_shared-1.js'],
        css: ['assets/EditorApp-1.css'],
      },
      [STUDIO_MODULE]: { file: 'assets/StudioApp-1.js', imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      '_SchemaForm-1.js': {
        file: 'assets/SchemaForm-1.js',
        name: 'SchemaForm',
        imports: ['_shared-1.js', '_rjsf-1.js'],
      },
      '_rjsf-1.js': { file: 'assets/rjsf-1.js' },
    }),
  );
  server = await startTestServer({ development: true }, { staticDir, seed: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const styleSheets = (html: string) =>
  [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('each owner app preloads its own chunk', () => {
  it("the owner's pages start from the owner build's entry, a visitor's page from the visitor build's, and neither page is served as its unfilled file", async () => {
    for (const path of ['/editor', '/studio', '/studio/account']) {
      const html = await page(path);
      expect(html, path).toContain('src="/assets/owner-1.js"');
      expect(html, path).not.toContain('main-1.js');
    }
    for (const path of ['/', '/c/demo']) {
      const html = await page(path);
      expect(html, path).toContain('/assets/main-1.js');
      expect(html, path).not.toContain('owner-1.js');
    }
    const raw = await page('/owner.html');
    expect(raw).not.toContain('owner-1.js');
  });

  it('/studio preloads the studio and what it shares, /editor the editor and what it shares but not the form engine, a visitor page nothing', async () => {
    expect(preloads(await page('/studio'))).toEqual([
      '/assets/StudioApp-1.js',
      '/assets/shared-1.js',
    ]);
    expect(preloads(await page('/studio/collections/col_demo'))).toContain(
      '/assets/StudioApp-1.js',
    );
    // The editor's first screen (the page's Layout tab) is drawn without the form engine,
    // which the editor fetches once idle: preloading it would hold up the start.
    expect(preloads(await page('/editor'))).toEqual([
      '/assets/EditorApp-1.js',
      '/assets/shared-1.js',
    ]);
    for (const path of ['/', '/c/demo', '/studios'])
      expect(preloads(await page(path)), path).toEqual([]);
  });

  it("each owner app's page carries its app's title from the first byte (the editor keeps it, so its tab's title does not change as it starts)", async () => {
    const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title(await page('/editor'))).toBe('Vitrine editor');
    expect(title(await page('/editor?layout=lay_none'))).toBe('Vitrine editor');
    for (const path of ['/studio', '/studio/account', '/studio/collections/col_demo'])
      expect(title(await page(path)), path).toBe('Vitrine studio');
  });

  it("an owner app's page links the style sheets its chunks wait for, a dependency's before its importer's, so the app runs without fetching them after its scripts", async () => {
    const editor = await page('/editor');
    expect(styleSheets(editor)).toEqual(['/assets/shared-1.css', '/assets/EditorApp-1.css']);
    expect(editor.indexOf('rel="stylesheet"')).toBeLessThan(editor.indexOf('</head>'));
    expect(styleSheets(await page('/studio'))).toEqual(['/assets/shared-1.css']);
    for (const path of ['/', '/c/demo']) expect(styleSheets(await page(path)), path).toEqual([]);
  });
});
