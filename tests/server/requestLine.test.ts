// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

/** A raw request: fetch cannot send a Host header of its own. */
function send(host: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/v1/collections/demo`,
      { headers: { host, 'x-api-key': PK }, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a request the server cannot read as an address', () => {
  it('a Host header that forms no address is a JSON 400 saying so', async () => {
    for (const host of ['[::1', 'localhost:99999', 'caf\u00e9.example']) {
      const res = await send(host);
      expect(res.status, host).toBe(400);
      expect(res.type, host).toMatch(/application\/json/);
      expect(JSON.parse(res.body), host).toEqual({
        error: 'Bad Request',
        message: 'The request has no valid address: check its Host header and path',
      });
    }
  });
});
