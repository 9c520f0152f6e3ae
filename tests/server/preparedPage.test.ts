// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCspNonce } from '../../server/securityHeaders';
import { brotliWithNonce, prepareBrotli } from '../../server/transport/preparedBrotli';
import { pageGzip, pageText, preparePage } from '../../server/transport/preparedPage';

const MARK = '__NONCE__';

describe('a page prepared once and answered with a fresh nonce each time', () => {
  const html = `<!doctype html><html><head><meta nonce="${MARK}"><style nonce="${MARK}">p{color:red}</style></head><body>${'<p>Harbour Lamp #3 — ✓ 日本語</p>'.repeat(400)}<script nonce="${MARK}" src="/a.js"></script></body></html>`;
  const page = preparePage(html, MARK);

  it('its gzip answer unpacks to the page with this response’s nonce in every place', () => {
    for (const nonce of ['abc+/=', 'Zm9vYmFyYmF6cXV4MTIzNA==']) {
      const expected = html.replaceAll(MARK, nonce);
      expect(gunzipSync(pageGzip(page, nonce)).toString('utf8')).toBe(expected);
      expect(pageText(page, nonce).toString('utf8')).toBe(expected);
    }
  });

  it('a page with no nonce, or a nonce longer than a stored block, still unpacks whole', () => {
    const plain = preparePage('<p>no nonce here</p>', MARK);
    expect(gunzipSync(pageGzip(plain, 'x')).toString()).toBe('<p>no nonce here</p>');
    const long = 'n'.repeat(70_000);
    expect(gunzipSync(pageGzip(page, long)).toString()).toBe(html.replaceAll(MARK, long));
  });

  it('its tag follows the content, not the nonce', () => {
    expect(preparePage(html, MARK).etag).toBe(page.etag);
    expect(preparePage(html.replace('#3', '#4'), MARK).etag).not.toBe(page.etag);
  });
});

describe('a page’s Brotli stream prepared once, its nonce swapped per response', () => {
  const html = `<!doctype html><html><head><meta property="csp-nonce" nonce="${MARK}"><style nonce="${MARK}">p{color:red}</style></head><body>${'<p>Harbour Lamp #3 — ✓ 日本語, nonce==</p>'.repeat(300)}<script nonce="${MARK}">x==1</script></body></html>`;
  const parts = html.split(MARK).map((part) => Buffer.from(part, 'utf8'));

  it('unpacks to the page with this response’s nonce in every place', async () => {
    const segments = await prepareBrotli(parts);
    expect(segments).not.toBeNull();
    for (const nonce of [createCspNonce(), createCspNonce()]) {
      expect(brotliDecompressSync(brotliWithNonce(segments!, nonce)).toString('utf8')).toBe(
        html.replaceAll(MARK, nonce),
      );
    }
  });
});
