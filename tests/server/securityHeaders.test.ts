// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { applyCspNonce, createCspNonce, CSP_NONCE_PLACEHOLDER } from '../../server/securityHeaders';
import { PK, startTestServer, type TestServer } from './support/testServer';

/**
 * A stand-in for the built front end: the server serves it as it serves dist/index.html, and
 * dist/owner.html for the owner's pages.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Vitrine</title>
<script nonce="__VITRINE_CSP_NONCE__">globalThis.__zod_globalConfig = { jitless: true };</script>
<script type="module" crossorigin src="/assets/main-1.js"></script></head>
<body><div id="root"></div></body></html>`;

const EMBEDDER = 'https://shop.example.com';

let staticDir: string;
let server: TestServer;
let embeddable: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(staticDir, 'owner.html'), INDEX_HTML.replace('main-1.js', 'owner-1.js'));
  server = await startTestServer({}, { staticDir });
  embeddable = await startTestServer(
    { embedOrigins: [EMBEDDER, 'http://localhost:8080'], trustProxy: 1 },
    { staticDir },
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
  await embeddable?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP as a map of directive → its sources. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

async function page(target: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${target.url}${path}`, { headers });
  return { res, html: await res.text() };
}

function expectHeadersOnEveryResponse(res: Response) {
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  // What the product uses is left to the browser's default (this page, frames that ask).
  for (const feature of ['fullscreen', 'clipboard-write', 'autoplay', 'web-share'])
    expect(permissions).not.toContain(feature);
}

describe('CSP nonces', () => {
  it('are 128 random bits each, never repeated, across many pages of the random pool', () => {
    const nonces = Array.from({ length: 2000 }, () => createCspNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('security headers: a visitor page', () => {
  it('has a strict CSP: scripts and style elements from our origin or with a nonce, no eval, no inline', async () => {
    const { res, html } = await page(server, '/c/demo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = directives(res.headers.get('content-security-policy'));
    const nonce = csp
      .get('script-src')
      ?.find((s) => s.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      'https://fonts.googleapis.com',
      'https://use.typekit.net',
    ]);
    // The server-rendered page's style attributes, each allowed by its hash; no inline style else.
    const attributes = csp.get('style-src-attr') ?? [];
    expect(attributes[0]).toBe("'unsafe-hashes'");
    for (const source of attributes.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Without EMBED_ORIGINS nobody may frame a visitor page.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expectHeadersOnEveryResponse(res);
    // Plain HTTP and no trusted proxy: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();

    // The page's inline scripts carry the header's nonce; the front end reads it from the meta.
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(html).toContain(`<script nonce="${nonce}">window.__VITRINE_CONFIG__=`);
    expect(html).toContain(`<script nonce="${nonce}">globalThis.__zod_globalConfig`);
    expect(html).not.toContain('__VITRINE_CSP_NONCE__');
    // Data blocks (the page's data, JSON-LD) are never run, so they need no nonce.
    for (const script of html.match(/<script[^>]*>/g) ?? [])
      expect(
        script.includes(`nonce="${nonce}"`) ||
          script.includes('src="/assets/') ||
          /type="application\/(ld\+)?json"/.test(script),
      ).toBe(true);
  });

  it('a fresh nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { res } = await page(server, '/c/demo');
      const csp = directives(res.headers.get('content-security-policy'));
      nonces.add(csp.get('script-src')![1]!);
    }
    expect(nonces.size).toBe(5);
  });

  it('with EMBED_ORIGINS: framable by those origins only, and no X-Frame-Options (it names one origin at most)', async () => {
    const { res } = await page(embeddable, '/c/demo/1');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual([EMBEDDER, 'http://localhost:8080']);
    expect(res.headers.get('x-frame-options')).toBeNull();
    // Embedding is for visitor pages: the API reference and the outbox stay unframable.
    for (const path of ['/v1/docs', '/dev/outbox']) {
      const other = await page(embeddable, path);
      expect(
        directives(other.res.headers.get('content-security-policy')).get('frame-ancestors'),
        path,
      ).toEqual(["'none'"]);
      expect(other.res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('HSTS over HTTPS as told by X-Forwarded-Proto, only when TRUST_PROXY is set', async () => {
    const proxied = await page(embeddable, '/c/demo', { 'x-forwarded-proto': 'https' });
    expect(proxied.res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await page(embeddable, '/c/demo', { 'x-forwarded-proto': 'http' });
    expect(plain.res.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's word: ignored.
    const untrusted = await page(server, '/c/demo', { 'x-forwarded-proto': 'https' });
    expect(untrusted.res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers: the editor', () => {
  it('is never framed, even where visitor pages may be embedded', async () => {
    for (const target of [server, embeddable]) {
      for (const path of ['/editor', '/editor?layout=lay_demo', '/editor/anything']) {
        const { res, html } = await page(target, path);
        expect(res.status).toBe(200);
        const csp = directives(res.headers.get('content-security-policy'));
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        // Its form validator (ajv) compiles schemas: eval here, and here alone.
        expect(csp.get('script-src')).toContain("'unsafe-eval'");
        expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
        expect(html).toContain(
          `<meta property="csp-nonce" nonce="${csp.get('script-src')![1]!.slice(7, -1)}">`,
        );
        expectHeadersOnEveryResponse(res);
      }
    }
  });
});

describe('security headers: API and other responses', () => {
  it('an API response has the headers for every response and is not framable', async () => {
    const res = await fetch(`${server.url}/v1/collections/demo`, { headers: { 'x-api-key': PK } });
    expect(res.status).toBe(200);
    expectHeadersOnEveryResponse(res);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // No page CSP on JSON (nothing runs in it).
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('errors carry them too', async () => {
    const res = await fetch(`${server.url}/v1/collections/demo`);
    expect(res.status).toBe(401);
    expectHeadersOnEveryResponse(res);
    const missing = await fetch(`${server.url}/v1/nowhere`, { headers: { 'x-api-key': PK } });
    expect(missing.status).toBe(404);
    expectHeadersOnEveryResponse(missing);
  });

  it("the server's own HTML pages style with a nonced style element, not style attributes", async () => {
    for (const path of ['/v1/docs', '/t/unknown-code', '/dev/outbox']) {
      const { res, html } = await page(server, path);
      const csp = directives(res.headers.get('content-security-policy'));
      const nonce = csp.get('style-src')?.[1];
      expect(nonce, path).toMatch(/^'nonce-/);
      expect(html, path).toContain(`<style nonce="${nonce!.slice(7, -1)}">`);
      expect(html, path).not.toMatch(/\sstyle="/);
      expectHeadersOnEveryResponse(res);
    }
  });

  it('an uploaded file keeps its own sandboxing CSP', async () => {
    const res = await fetch(`${server.url}/uploads/seed-product-front.600x600.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expectHeadersOnEveryResponse(res);
  });
});

describe('EMBED_ORIGINS', () => {
  it('takes comma-separated origins and refuses anything else with the reason', () => {
    const config = (value: string) =>
      loadConfig({}, { NODE_ENV: 'development', EMBED_ORIGINS: value });
    expect(config('').embedOrigins).toEqual([]);
    expect(config(' https://a.example , http://b.example:8080/ ').embedOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    for (const bad of ['*', "'self'", 'https://a.example/path', 'a.example', 'javascript:x'])
      expect(() => config(bad), bad).toThrow(/EMBED_ORIGINS: .* is not an origin/);
  });
});

describe('the nonce in cached HTML', () => {
  it('fills every placeholder and announces the nonce in <head>; a page without one keeps its doctype first', () => {
    const page = `<!doctype html><html><head><title>x</title><script nonce="${CSP_NONCE_PLACEHOLDER}">1</script><style nonce="${CSP_NONCE_PLACEHOLDER}"></style></head></html>`;
    expect(applyCspNonce(page, 'abc')).toBe(
      '<!doctype html><html><head><meta property="csp-nonce" nonce="abc"><title>x</title><script nonce="abc">1</script><style nonce="abc"></style></head></html>',
    );
    const notice = `<!doctype html><meta charset="utf-8"><style nonce="${CSP_NONCE_PLACEHOLDER}">p{}</style><p>Not built</p>`;
    expect(applyCspNonce(notice, 'abc')).toBe(
      '<!doctype html><meta charset="utf-8"><style nonce="abc">p{}</style><p>Not built</p>',
    );
  });
});
