// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_START_ID, startedScripts } from '../../server/pages/scriptsAfterLoad';
import type { PageData } from '../../src/site/ssr/pageData';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * A server-rendered visitor page fetches no script before its load event: the built shell's
 * entry and module preloads leave the head for one inline script at the end of the body, which
 * carries the response's nonce and loads them after load. A tap's landing page hydrates only its
 * islands, the landing being one of them, like any other collection or token page.
 */
let server: TestServer;
let staticDir: string;

// The shell as Vite builds it: the entry and its preloads in the head.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Vitrine</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-start-shell-'));
  writeFileSync(join(staticDir, 'index.html'), SHELL);
  server = await startTestServer({}, { staticDir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { res, html: await res.text() };
}

function pageData(html: string): PageData {
  const json = /<script type="application\/json" id="vitrine-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(json![1]!) as PageData;
}

describe("a visitor page's scripts start after its load event", () => {
  for (const path of ['/c/demo', '/c/demo/3', '/c/demo/3?register=true&code=demo-3', '/']) {
    it(`${path}: no module script or preload in the page, one starter with the response nonce at the end of the body`, async () => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('<link rel="modulepreload"');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(html).toMatch(
        new RegExp(`<script id="${SCRIPT_START_ID}" nonce="${nonce?.replace(/[+/=]/g, '\\$&')}">`),
      );
      expect(html.indexOf(`id="${SCRIPT_START_ID}"`)).toBeGreaterThan(html.indexOf('vitrine-data'));
      expect(html.slice(html.indexOf(`id="${SCRIPT_START_ID}"`))).toMatch(
        /^[^<]*<\/script><\/body>/,
      );
      const started = startedScripts(html)!;
      expect(started.entry).toBe('/assets/main-1.js');
      expect(started.files).toContain('/assets/react-1.js');
    });
  }

  it('the starter waits for the load event, and starts at the latest a few seconds after the HTML was read', async () => {
    const { html } = await page('/c/demo/3');
    const script = html.slice(html.indexOf(`id="${SCRIPT_START_ID}"`));
    expect(script).toContain('addEventListener("load",start,{once:true})');
    expect(script).toMatch(/setTimeout\(start,\d+\)/);
  });
});

describe("a tap's landing page hydrates its islands only", () => {
  it('the landing is an island of its own, with the item it shows; the layout blocks are islands as on the token page', async () => {
    const { html } = await page('/c/demo/3?register=true&code=demo-3');
    expect(html).toContain('data-island="tap"');
    const { islands } = pageData(html);
    expect(islands).toBeDefined();
    const tap = islands!.islands.tap;
    expect(tap).toMatchObject({
      kind: 'tap',
      props: { tokenId: '3', collection: { slug: 'demo', name: 'Harbour Lamp' } },
    });
    expect(Object.values(islands!.islands).some((entry) => entry.kind === 'component')).toBe(true);
  });
});
