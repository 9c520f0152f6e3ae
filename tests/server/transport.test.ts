// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * How responses travel: text compressed by Accept-Encoding with Vary, hashed assets cached for
 * a year, pages and API reads answered 304 while their ETag holds, and a publish changing the
 * ETag of what it changes.
 */

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** One request with exactly these headers; the body as it came over the wire (no decoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const header = (res: Raw, name: string) => String(res.headers[name] ?? '');

let server: TestServer;
let staticDir: string;
// Large enough to be worth compressing, the way a built page and bundle are.
const PAGE = `<!doctype html><html><head><title>Vitrine</title></head><body>${'<p>Collected items</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const parts = [${'"a numbered item",'.repeat(400)}];`;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-transport-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), PAGE);
  writeFileSync(join(staticDir, 'assets', 'main-Bx12abCd.js'), SCRIPT);
  writeFileSync(join(staticDir, 'assets', 'tiny-Ab12.css'), 'p{margin:0}');
  server = await startTestServer({}, { staticDir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('text responses are compressed by Accept-Encoding', () => {
  it('answers Brotli when the client takes it, and says it varies by Accept-Encoding', async () => {
    // A page's Brotli stream is prepared in the background after its first render.
    const deadline = Date.now() + 10_000;
    let res: Raw;
    do res = await get(`${server.url}/c/demo`, { 'accept-encoding': 'gzip, deflate, br' });
    while (header(res, 'content-encoding') !== 'br' && Date.now() < deadline);
    expect(res.status).toBe(200);
    expect(header(res, 'content-encoding')).toBe('br');
    expect(header(res, 'vary').toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.bytes).toString('utf8')).toContain('<p>Collected items</p>');
    expect(Number(header(res, 'content-length'))).toBe(res.bytes.length);
  });

  it('answers gzip to a client without Brotli, and to one that refuses Brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get(`${server.url}/assets/main-Bx12abCd.js`, { 'accept-encoding': accept });
      expect(header(res, 'content-encoding')).toBe('gzip');
      expect(gunzipSync(res.bytes).toString('utf8')).toBe(SCRIPT);
    }
  });

  it('compresses API answers too', async () => {
    const res = await get(`${server.url}/v1/collections/col_demo?include_layout=true`, {
      'x-api-key': PK,
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(header(res, 'content-encoding')).toBe('br');
    // What the secret key reads (archived collections too) is never for a shared cache.
    expect(header(res, 'cache-control')).toBe('private, no-cache');
    expect(JSON.parse(brotliDecompressSync(res.bytes).toString('utf8'))).toMatchObject({
      id: 'col_demo',
    });
  });

  it('sends identity to a client that asks for no coding, still with Vary', async () => {
    const res = await get(`${server.url}/c/demo`);
    expect(header(res, 'content-encoding')).toBe('');
    expect(res.bytes.toString('utf8')).toContain('<p>Collected items</p>');
    expect(header(res, 'vary').toLowerCase()).toContain('accept-encoding');
  });

  it('leaves tiny bodies and images as they are', async () => {
    const tiny = await get(`${server.url}/assets/tiny-Ab12.css`, { 'accept-encoding': 'br, gzip' });
    expect(tiny.bytes.toString('utf8')).toBe('p{margin:0}');
    expect(header(tiny, 'content-encoding')).toBe('');
    const image = await get(`${server.url}/uploads/seed-product-front.600x600.png`, {
      'accept-encoding': 'br, gzip',
    });
    expect(image.status).toBe(200);
    expect(header(image, 'content-encoding')).toBe('');
    expect(image.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('caching', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get(`${server.url}/assets/main-Bx12abCd.js`, { 'accept-encoding': 'br' });
    expect(header(res, 'cache-control')).toBe('public, max-age=31536000, immutable');
    // Asked again, the same bytes (kept compressed in memory, never a different answer).
    const again = await get(`${server.url}/assets/main-Bx12abCd.js`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(again.bytes).toString('utf8')).toBe(SCRIPT);
  });

  it('gives a visitor page a public, revalidated policy with stale-while-revalidate, and the editor none of it', async () => {
    const page = await get(`${server.url}/c/demo/3`);
    expect(header(page, 'cache-control')).toMatch(
      /^public, max-age=0, stale-while-revalidate=\d+$/,
    );
    const editor = await get(`${server.url}/editor`);
    expect(header(editor, 'cache-control')).toBe('no-cache');
  });

  it('answers a page 304 while its ETag holds, though every response has its own CSP nonce', async () => {
    const first = await get(`${server.url}/c/demo`, { 'accept-encoding': 'br' });
    const etag = header(first, 'etag');
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const second = await get(`${server.url}/c/demo`, { 'accept-encoding': 'br' });
    expect(header(second, 'content-security-policy')).not.toBe(
      header(first, 'content-security-policy'),
    );
    expect(header(second, 'etag')).toBe(etag);

    const revalidated = await get(`${server.url}/c/demo`, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(header(revalidated, 'etag')).toBe(etag);
    // The browser keeps the stored policy, whose nonce is the stored page's.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const stale = await get(`${server.url}/c/demo`, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it('a page whose Brotli stream is still being prepared goes out in its prepared gzip to a client that takes both', async () => {
    // The first request renders the page; its Brotli stream is made after the answer.
    const res = await get(`${server.url}/c/demo/4`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(header(res, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(res.bytes).toString('utf8')).toContain('</html>');
    expect(Number(header(res, 'content-length'))).toBe(res.bytes.length);
  });

  it('a served page in Brotli or gzip unpacks to the page with that response’s own nonce', async () => {
    const nonceOf = (res: Raw) =>
      /'nonce-([^']+)'/.exec(header(res, 'content-security-policy'))?.[1] ?? '';
    // The page's Brotli stream is prepared in the background after its first render.
    const deadline = Date.now() + 10_000;
    let br: Raw;
    do br = await get(`${server.url}/c/demo/2`, { 'accept-encoding': 'gzip, deflate, br' });
    while (header(br, 'content-encoding') !== 'br' && Date.now() < deadline);
    for (let i = 0; i < 3; i++) {
      br = await get(`${server.url}/c/demo/2`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(header(br, 'content-encoding')).toBe('br');
      const html = brotliDecompressSync(br.bytes).toString('utf8');
      expect(html).toContain(`nonce="${nonceOf(br)}"`);
      expect(html).not.toContain('__VITRINE_CSP_NONCE__');
      expect(Number(header(br, 'content-length'))).toBe(br.bytes.length);

      const gzip = await get(`${server.url}/c/demo/2`, { 'accept-encoding': 'gzip' });
      expect(header(gzip, 'content-encoding')).toBe('gzip');
      const unzipped = gunzipSync(gzip.bytes).toString('utf8');
      expect(unzipped.replaceAll(nonceOf(gzip), 'N')).toBe(html.replaceAll(nonceOf(br), 'N'));
      expect(nonceOf(gzip)).not.toBe(nonceOf(br));
    }
  });

  it('answers API reads 304 while their ETag holds, private to the one who asked', async () => {
    const url = `${server.url}/v1/layouts/lay_demo`;
    const first = await get(url, { 'x-api-key': PK, 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(header(first, 'cache-control')).toBe('private, no-cache');
    const etag = header(first, 'etag');
    expect(etag).not.toBe('');
    const revalidated = await get(url, { 'x-api-key': PK, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  });

  it('changes the ETag of the published layout and of the collection read when a layout is published', async () => {
    const collectionUrl = `${server.url}/v1/collections/col_demo?include_layout=true`;
    const layoutUrl = `${server.url}/v1/layouts/lay_demo`;
    const before = await get(collectionUrl, { 'x-api-key': PK, 'accept-encoding': 'br' });
    const layoutBefore = await get(layoutUrl, { 'x-api-key': PK });
    const etag = header(before, 'etag');
    expect((await get(collectionUrl, { 'x-api-key': PK, 'if-none-match': etag })).status).toBe(304);

    const draft = (await (await fetch(layoutUrl, { headers: { 'x-api-key': SK } })).json()) as {
      revision: number;
      document: { custom_css?: string };
    };
    const saved = await fetch(layoutUrl, {
      method: 'PUT',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: JSON.stringify({
        revision: draft.revision,
        document: { ...draft.document, custom_css: '.published-change { color: teal; }' },
      }),
    });
    expect(saved.status).toBe(200);
    const published = await fetch(`${layoutUrl}/publish`, {
      method: 'POST',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(published.status).toBe(200);
    const after = await get(collectionUrl, { 'x-api-key': PK, 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(header(after, 'etag')).not.toBe(etag);
    const layoutAfter = await get(layoutUrl, {
      'x-api-key': PK,
      'if-none-match': header(layoutBefore, 'etag'),
    });
    expect(layoutAfter.status).toBe(200);
  });

  it('leaves ranged media alone: a byte range of an upload is 206 and never coded', async () => {
    const res = await get(`${server.url}/uploads/seed-product-front.600x600.png`, {
      'accept-encoding': 'br',
      range: 'bytes=0-3',
    });
    expect(res.status).toBe(206);
    expect(header(res, 'content-encoding')).toBe('');
    expect(res.bytes.length).toBe(4);
  });
});
