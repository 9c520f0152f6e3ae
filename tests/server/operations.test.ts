// @vitest-environment node
/**
 * What a load balancer and an operator rely on: liveness and readiness routes, a request id on
 * every answer and in its one JSON log line, and a stop that finishes the requests in flight.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './support/files';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { logFormat: 'json' },
    { seed: false, log: (line) => lines.push(line) },
  );
}, 120_000);
afterAll(() => server?.close(), 60_000);

describe('health and readiness', () => {
  it('/healthz is 200 while the process is up; /readyz is 200 when the database and storage answer', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('both are in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });
});

describe('request ids and logs', () => {
  it('a sane incoming X-Request-Id is kept and echoed; a missing or odd one is replaced by a fresh one', async () => {
    const kept = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const made = await fetch(`${server.url}/healthz`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': `${'x'.repeat(200)} <script>` },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('each request is one JSON line: time, level, request id, method, path (no query), status, duration', async () => {
    await fetch(`${server.url}/v1/collections/none?include_layout=true`, {
      headers: { 'x-api-key': SK, 'x-request-id': 'trace-one' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === 'trace-one' && entry.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      requestId: 'trace-one',
      method: 'GET',
      path: '/v1/collections/none',
      status: 404,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });
});

describe('graceful stop', () => {
  it('a request in flight when the stop begins is answered; new connections are refused; readiness says shutting down', async () => {
    const stopping = await startTestServer({}, { seed: false });
    const form = new FormData();
    form.append('file', pngFile('late.png', 32, 32));
    const request = new Request('http://x/v1/uploads', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const head =
      `POST /v1/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${SK}\r\n` +
      `content-type: ${request.headers.get('content-type')}\r\ncontent-length: ${body.length}\r\n\r\n`;
    const socket = connect(stopping.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Half the upload is sent: the request is in flight.
    socket.write(head);
    socket.write(body.subarray(0, body.length >> 1));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const closed = stopping.close();
    await expect(fetch(`${stopping.url}/healthz`)).rejects.toThrow();
    // The rest of the upload, and a readiness check on the same connection behind it.
    socket.write(body.subarray(body.length >> 1));
    socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await ended;
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(received).toContain('HTTP/1.1 503 ');
    expect(received).toContain('"status":"shutting down"');
  }, 120_000);
});
