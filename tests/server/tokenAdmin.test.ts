// @vitest-environment node
import Papa from 'papaparse';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { call } from './support/call';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

const PUBLIC_URL = 'https://tags.example.com';
let server: TestServer;
let admin: ApiClient;
let collectionId = '';

beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
  admin = server.client({ apiKey: SK });
  collectionId = (await admin.collections.create({ name: 'Tokens', slug: 'tokens-test' })).id;
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(server.url, method, path, options);

describe('numbered tokens and their tap codes', () => {
  it('creates N numbered tokens at once, each with an unguessable code and its short URL from PUBLIC_URL', async () => {
    const result = await admin.tokens.create(collectionId, { count: 25 });
    expect(result?.created).toBe(25);
    const numbers = result!.data.map((t) => t.token_id);
    expect(numbers[0]).toBe('1');
    expect(numbers.at(-1)).toBe('25');
    const codes = new Set(result!.data.map((t) => t.short_code));
    expect(codes.size).toBe(25);
    for (const token of result!.data) {
      // 120 bits as base64url: 20 characters, never a counter.
      expect(token.short_code).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(token.short_url).toBe(`${PUBLIC_URL}/t/${token.short_code}`);
    }
    // Without start, the next call goes on after the highest number.
    const next = await admin.tokens.create(collectionId, { count: 2 });
    expect(next?.data.map((t) => t.token_id)).toEqual(['26', '27']);
  });

  it('numbers that already exist are a 409 naming them, and nothing is created', async () => {
    const res = await api('POST', `/v1/collections/${collectionId}/tokens`, {
      json: { count: 5, start: 24 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exist: 24, 25, 26, 27/);
    const list = await admin.tokens.list(collectionId, { limit: 1 });
    expect(list.pagination.total_count).toBe(27);
  });

  it('count is bounded (1 to 10,000) and named when wrong', async () => {
    for (const count of [0, 10_001, 1.5, 'ten']) {
      const res = await api('POST', `/v1/collections/${collectionId}/tokens`, { json: { count } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^count:/);
    }
  });

  it('the publishable key is refused with a reason on every token route; no key is 401', async () => {
    const routes = [
      ['POST', `/v1/collections/${collectionId}/tokens`],
      ['GET', `/v1/collections/${collectionId}/tokens`],
      ['GET', `/v1/collections/${collectionId}/tap-urls.csv`],
      ['PATCH', '/v1/tokens/1'],
      ['POST', '/v1/tokens/1/rotate-code'],
      ['GET', '/v1/tokens/1/tap-qr.svg'],
    ] as const;
    for (const [method, path] of routes) {
      const json = method === 'GET' ? undefined : method === 'PATCH' ? {} : { count: 1 };
      const publishable = await api(method, path, { key: PK, json });
      expect(publishable.status, `${method} ${path}`).toBe(403);
      expect(publishable.body.message).toMatch(/secret key is required/);
      expect((await api(method, path, { key: null, json })).status).toBe(401);
    }
  });

  it('the list is paged and carries each token’s code and URL; public reads never do', async () => {
    const page = await admin.tokens.list(collectionId, { limit: 10, offset: 10 });
    expect(page.data.map((t) => t.token_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(11 + i)),
    );
    expect(page.pagination.next).toContain('offset=20');
    expect(page.data[0]?.short_url).toMatch(/\/t\//);
    const publicRead = await api('GET', '/v1/collections/tokens-test?token_id=11', { key: PK });
    expect(JSON.stringify(publicRead.body)).not.toContain(page.data[0]!.short_code);
    expect(JSON.stringify(publicRead.body)).not.toContain('short_code');
    const bad = await api('GET', `/v1/collections/${collectionId}/tokens?limit=5000`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^limit:/);
  });

  it('rotating a code: the new one leads to the token page, the old one stops working at once', async () => {
    const [token] = (await admin.tokens.list(collectionId, { limit: 1 })).data;
    const before = await fetch(`${server.url}/t/${token!.short_code}`, { redirect: 'manual' });
    expect(before.status).toBe(302);
    const rotated = await admin.tokens.rotateCode(token!.id);
    expect(rotated?.short_code).not.toBe(token!.short_code);
    const old = await fetch(`${server.url}/t/${token!.short_code}`, { redirect: 'manual' });
    expect(old.status).toBe(404);
    const fresh = await fetch(`${server.url}/t/${rotated!.short_code}`, { redirect: 'manual' });
    expect(fresh.status).toBe(302);
    expect(fresh.headers.get('location')).toMatch(/^\/c\/tokens-test\/1\?/);
    expect((await api('POST', '/v1/tokens/999999/rotate-code')).status).toBe(404);
    expect((await api('POST', '/v1/tokens/abc/rotate-code')).body.message).toMatch(/^id:/);
  });

  it('PATCH /v1/tokens/{id} sets one token’s attributes and images; bad ones are 400 naming the field', async () => {
    const [token] = (await admin.tokens.list(collectionId, { limit: 1, offset: 2 })).data;
    const patched = await admin.tokens.update(token!.id, {
      attributes: { size: 'L' },
      images: [{ url: '/uploads/3.png', alt: 'Item 3' }],
    });
    expect(patched).toMatchObject({ token_id: '3', attributes: { size: 'L' } });
    expect(patched?.images).toEqual([{ url: '/uploads/3.png', alt: 'Item 3' }]);
    const bad = await api('PATCH', `/v1/tokens/${token!.id}`, {
      json: { attributes: { size: 5 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^attributes\.size:/);
  });

  it('tap-urls.csv lists every token’s number, code and URL', async () => {
    const csv = await admin.tokens.tapUrlsCsv(collectionId);
    const parsed = Papa.parse<Record<string, string>>(csv!.trim(), { header: true });
    expect(parsed.meta.fields).toEqual(['token_id', 'short_code', 'short_url']);
    expect(parsed.data).toHaveLength(27);
    const listed = await admin.tokens.list(collectionId, { limit: 1000 });
    const byNumber = new Map(listed.data.map((t) => [t.token_id, t]));
    for (const row of parsed.data) {
      expect(row.short_code).toBe(byNumber.get(row.token_id!)?.short_code);
      expect(row.short_url).toBe(`${PUBLIC_URL}/t/${row.short_code}`);
    }
  });
});

describe('QR codes of tap URLs', () => {
  it('a token’s QR code (SVG) encodes its current short URL, and follows a rotation', async () => {
    const [token] = (await admin.tokens.list(collectionId, { limit: 1, offset: 4 })).data;
    const svg = await admin.tokens.tapQrSvg(token!.id);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const render = (url: string) =>
      QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(svg).toBe(await render(token!.short_url));
    const rotated = await admin.tokens.rotateCode(token!.id);
    const after = await admin.tokens.tapQrSvg(token!.id);
    expect(after).toBe(await render(rotated!.short_url));
    expect(after).not.toBe(svg);
    expect((await api('GET', '/v1/tokens/999999/tap-qr.svg')).status).toBe(404);
  });
});

describe('importing tokens from a CSV file', () => {
  let csvCollection = '';
  beforeAll(async () => {
    csvCollection = (await admin.collections.create({ name: 'From CSV', slug: 'from-csv' })).id;
  });

  it('a file with bad rows is refused whole, every bad row named with its line and reason; the fixed file is imported', async () => {
    const bad = ['token_id,colour', 'A-1,red', ',blue', 'A-2,green', 'A-1,black', 'b@d,white'].join(
      '\n',
    );
    const refused = await api('POST', `/v1/collections/${csvCollection}/tokens`, { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.rows).toEqual([
      { line: 3, reason: 'token_id is empty' },
      { line: 5, reason: 'token_id "A-1" is already on line 2' },
      { line: 6, reason: expect.stringMatching(/^token_id "b@d" may only hold/) },
    ]);
    expect(refused.body.message).toMatch(
      /3 bad rows; nothing was imported\. line 3: token_id is empty/,
    );
    expect((await admin.tokens.list(csvCollection)).pagination.total_count).toBe(0);

    const fixed = ['token_id,colour', 'A-1,red', 'A-3,blue', 'A-2,green', 'A-4,black'].join('\n');
    const imported = await admin.tokens.importCsv(csvCollection, fixed);
    expect(imported?.created).toBe(4);
    expect(imported?.data.find((t) => t.token_id === 'A-3')?.attributes).toEqual({
      colour: 'blue',
    });
    expect(imported?.data.every((t) => /^[A-Za-z0-9_-]{20}$/.test(t.short_code))).toBe(true);
  });

  it('a row naming a token the collection has is refused with its line', async () => {
    const again = await api('POST', `/v1/collections/${csvCollection}/tokens`, {
      csv: 'token_id\nA-9\nA-2\n',
    });
    expect(again.status).toBe(400);
    expect(again.body.rows).toEqual([
      { line: 3, reason: 'token_id "A-2" already exists in this collection' },
    ]);
  });

  it('lines are counted as the file has them: CRLF endings, blank lines and a quoted value over two lines', async () => {
    const csv = 'token_id,note\r\nB-1,"two\r\nlines"\r\n\r\n,empty\r\nB-2,ok\r\n';
    const res = await api('POST', `/v1/collections/${csvCollection}/tokens`, { csv });
    expect(res.status).toBe(400);
    expect(res.body.rows).toEqual([{ line: 5, reason: 'token_id is empty' }]);
  });

  it('a file without a token_id column, or not UTF-8, is a 400 that says so', async () => {
    const noColumn = await api('POST', `/v1/collections/${csvCollection}/tokens`, {
      csv: 'number\n1\n',
    });
    expect(noColumn.body.rows).toEqual([{ line: 1, reason: 'the header has no token_id column' }]);
    const res = await fetch(`${server.url}/v1/collections/${csvCollection}/tokens`, {
      method: 'POST',
      headers: { 'x-api-key': SK, 'content-type': 'text/csv' },
      body: new Uint8Array([0x74, 0xff, 0xfe]),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/not UTF-8/);
  });

  it('the publishable key cannot import a file (403)', async () => {
    const res = await api('POST', `/v1/collections/${csvCollection}/tokens`, {
      key: PK,
      csv: 'token_id\nZ-1\n',
    });
    expect(res.status).toBe(403);
  });
});
