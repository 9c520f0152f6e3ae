// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let paths: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  server = await startTestServer();
  paths = ((await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: typeof paths })
    .paths;
}, 120_000);
afterAll(() => server?.close());

const garbageBodies: [string, string][] = [
  ['application/json', '{"a":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  [
    'application/json',
    JSON.stringify({
      email: 12,
      code: {},
      name: ['x'],
      document: 'x',
      revision: 'one',
      users: 'all',
      metadata: 5,
    }),
  ],
  [
    'application/json',
    JSON.stringify({
      email: 'a'.repeat(5000) + '@x.co',
      short_url: '\u0000',
      collection_id: '../../etc',
    }),
  ],
  [
    'application/json',
    '{"name":"a\\u0000b","users":[{"id":"x","metadata":{"k":"\\ud800"}}],"metadata":{"firstName":"\\ud800"}}',
  ],
  ['text/plain', 'hello'],
  [
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--zzz',
  ],
  ['application/x-www-form-urlencoded', 'title=%ZZ&token_id='],
];

describe('bad input anywhere: a 4xx naming the problem, never a 500', () => {
  it('every route in the OpenAPI document answers garbage with a 4xx and a message', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [template, methods] of Object.entries(paths)) {
      const path = template.replace('{id}', 'lay_demo').replace('{revision}', 'abc');
      for (const method of Object.keys(methods)) {
        for (const key of [PK, SK]) {
          const queries = [
            '',
            '?limit=-5&offset=x&token_id=&include_layout=1&order=up&domain=',
            '?token_id=a%00b&collection_slug=a%00b&collection_id=a%00b&email=a%00b',
            `?${'q='.padEnd(9000, 'x')}`,
          ];
          for (const query of queries) {
            const bodies =
              method === 'get' || method === 'delete'
                ? [[undefined, undefined] as const]
                : garbageBodies;
            for (const [type, body] of bodies) {
              const res = await fetch(`${server.url}${path}${query}`, {
                method: method.toUpperCase(),
                headers: { 'x-api-key': key, ...(type ? { 'content-type': type } : {}) },
                body,
              });
              const text = await res.text();
              sent++;
              if (res.status >= 500)
                failures.push(
                  `${method.toUpperCase()} ${path}${query.slice(0, 40)} ${type ?? ''}: ${res.status} ${text.slice(0, 200)}`,
                );
              else if (res.status >= 400 && !text.includes('message') && !text.includes('error')) {
                failures.push(`${method.toUpperCase()} ${path}: ${res.status} without a message`);
              }
            }
          }
        }
      }
    }
    expect(Object.keys(paths).length).toBeGreaterThanOrEqual(25);
    expect(sent).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('text the database cannot hold, and oversized bodies (never a 500)', () => {
  const headers = { 'x-api-key': SK, 'content-type': 'application/json' };

  it('a NUL in the address or an unpaired surrogate in a body is a 400 naming where', async () => {
    for (const path of ['/v1/collections/a%00b', '/v1/layouts/a%00b', '/v1/users?email=a%00b']) {
      const res = await fetch(`${server.url}${path}`, { headers });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/NUL/);
    }
    const res = await fetch(`${server.url}/v1/users/batch-update`, {
      method: 'POST',
      headers,
      body: '{"users":[{"id":"x","metadata":{"firstName":"\\ud800"}}]}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^users\.0\.metadata\.firstName: /,
    );
  });

  it('a body of the wrong content type is a 415 saying what was sent and where the right one is described', async () => {
    const res = await fetch(`${server.url}/v1/layouts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This endpoint does not take a body sent as text/plain; /v1/docs shows the body it takes',
    );
  });

  it('a JSON body over 10 MB is a 413, read no further', async () => {
    const res = await fetch(`${server.url}/v1/access/otp`, {
      method: 'POST',
      headers: { ...headers, 'x-api-key': PK },
      body: JSON.stringify({ email: 'x@example.com', pad: 'a'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/at most/);
  });

  /** A body sent in chunks, without a Content-Length, as a streaming client sends it. */
  const chunked = (parts: string[]): RequestInit & { duplex: 'half' } => ({
    method: 'POST',
    headers: { ...headers, 'x-api-key': SK },
    duplex: 'half',
    body: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    }),
  });

  it('a chunked JSON body is counted as it comes: over 10 MB is a 413, within it is read whole', async () => {
    const mb = 'a'.repeat(1024 * 1024);
    const over = await fetch(`${server.url}/v1/layouts`, {
      ...chunked(['{"name":"big","pad":"', ...Array<string>(11).fill(mb), '"}']),
    });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toMatch(/at most/);

    const within = await fetch(`${server.url}/v1/layouts`, {
      ...chunked(['{"name":"Sent in', ' chunks","document":{}}']),
    });
    expect(within.status).toBe(201);
    expect(((await within.json()) as { name: string }).name).toBe('Sent in chunks');
  });
});
