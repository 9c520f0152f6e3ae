// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from '../../src/client';
import { buildUrl, retryAfterMs } from '../../src/client/request';

/** A tiny local HTTP server with one scripted answer per path; counts hits and records requests. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse, hit: number) => void> = {
  '/v1/rate-limited': (_req, res, hit) => {
    if (hit < 2) {
      res.writeHead(429, { 'retry-after': '0' }).end('slow down');
    } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  },
  '/v1/rate-limited-default': (_req, res, hit) => {
    if (hit < 1) res.writeHead(429).end('slow down');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  },
  '/v1/always-429': (_req, res) => res.writeHead(429, { 'retry-after': '0' }).end('still too many'),
  '/v1/locked-out': (_req, res) =>
    res
      .writeHead(429, { 'retry-after': '300', 'content-type': 'application/json' })
      .end('{"message":"Too many sign-in codes requested; try again in a few minutes"}'),
  '/v1/no-content': (_req, res) => res.writeHead(204).end(),
  '/v1/empty': (_req, res) => res.writeHead(200).end(''),
  '/v1/collections': (_req, res) => res.writeHead(404).end('no collections'),
  '/v1/activities': (_req, res) => res.writeHead(404).end('none'),
  '/v1/blocks/x': (_req, res) => res.writeHead(404).end('none'),
  '/v1/users/u1': (_req, res) => res.writeHead(404).end('no user'),
  '/v1/access/otp/verify': (_req, res) =>
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end('{"success":false,"error":"Invalid code"}'),
  '/v1/access/otp': (_req, res) => res.writeHead(400).end('bad email'),
  '/v1/boom': (_req, res) => res.writeHead(500).end('database on fire'),
  '/v1/never': () => {
    /* never answers */
  },
  '/v1/echo': (req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ url: req.url })),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const hit = hits.get(path) ?? 0;
    hits.set(path, hit + 1);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const route = routes[path];
      if (route) route(req, res, hit);
      else res.writeHead(404).end('unknown');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const quiet = { error: () => {} };
const client = (options: Parameters<typeof createApiClient>[0] = {}) =>
  createApiClient({ baseUrl: base, apiKey: 'pk_test', logger: quiet, ...options });

describe('client.request (foundation)', () => {
  it('sends the key in x-api-key and omits null and undefined query values', async () => {
    const result = await client().request<{ url: string }>('GET', '/v1/echo', {
      query: { a: 1, b: null, c: undefined, d: 'x y', e: false },
    });
    expect(result.url).toBe('/v1/echo?a=1&d=x+y&e=false');
    expect(seen.at(-1)?.headers['x-api-key']).toBe('pk_test');
    expect(buildUrl('https://api.example.com/', '/v1/x', { n: null })).toBe(
      'https://api.example.com/v1/x',
    );
  });

  it('a 429 waits Retry-After seconds and retries (up to maxRetries)', async () => {
    const sleep = vi.fn(async () => {});
    const result = await client({ sleep }).request('GET', '/v1/rate-limited');
    expect(result).toEqual({ ok: true });
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(0);
  });

  it('a 429 without Retry-After waits the default 1 s', async () => {
    const sleep = vi.fn(async () => {});
    await client({ sleep }).request('GET', '/v1/rate-limited-default');
    expect(sleep).toHaveBeenCalledWith(1000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('2')).toBe(2000);
  });

  it('after 3 retries a 429 raises the error', async () => {
    hits.delete('/v1/always-429');
    const error = (await client({ sleep: async () => {} })
      .request('GET', '/v1/always-429')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(429);
    expect(hits.get('/v1/always-429')).toBe(4);
  });

  it('a 429 whose Retry-After is minutes away fails at once with the server message instead of waiting', async () => {
    const sleep = vi.fn(async () => {});
    const error = (await client({ sleep })
      .request('POST', '/v1/locked-out')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(429);
    expect(sleep).not.toHaveBeenCalled();
    expect(hits.get('/v1/locked-out')).toBe(1);
    expect((error.body as { message: string }).message).toContain('try again in a few minutes');
  });

  it('a 204 and an empty body give null', async () => {
    expect(await client().request('DELETE', '/v1/no-content')).toBeNull();
    expect(await client().request('GET', '/v1/empty')).toBeNull();
  });

  it('a 404 gives an empty list on collections, activities or blocks paths, null elsewhere', async () => {
    expect(await client().request('GET', '/v1/collections')).toEqual([]);
    expect(await client().request('GET', '/v1/activities')).toEqual([]);
    expect(await client().request('GET', '/v1/blocks/x')).toEqual([]);
    expect(await client().request('GET', '/v1/users/u1')).toBeNull();
    const feed = await client().activities.list({ collection_slug: 'demo' });
    expect(feed.data).toEqual([]);
    expect(feed.pagination.total_count).toBe(0);
  });

  it('a 400 on OTP verify is a normal result; a 400 elsewhere is an error', async () => {
    expect(await client().access.verifyOtp({ email: 'a@b.co', code: '123456' })).toEqual({
      success: false,
      error: 'Invalid code',
    });
    await expect(client().access.sendOtp({ email: 'a@b.co' })).rejects.toThrow(
      'HTTP Error Status: 400 - bad email',
    );
  });

  it('a 500 raises ApiRequestError "HTTP Error Status: 500 - {body}" with endpoint, options and status; logged and passed to onError', async () => {
    const onError = vi.fn();
    const logger = { error: vi.fn() };
    const error = (await createApiClient({ baseUrl: base, apiKey: 'k', onError, logger })
      .request('POST', '/v1/boom', { body: { a: 1 } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('HTTP Error Status: 500 - database on fire');
    expect(error.status).toBe(500);
    expect(error.endpoint).toBe(`${base}/v1/boom`);
    expect(error.options).toMatchObject({ method: 'POST', hasBody: true });
    expect(onError).toHaveBeenCalledWith(error);
    expect(logger.error).toHaveBeenCalledWith(error);
  });

  it('with throwOnError false, failures return null after logging', async () => {
    const onError = vi.fn();
    expect(await client({ throwOnError: false, onError }).request('GET', '/v1/boom')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a request that never answers times out, wrapped as ApiRequestError', async () => {
    const error = (await client({ timeoutMs: 200 })
      .request('GET', '/v1/never')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(0);
    expect(error.message).toContain('timed out after 200 ms');
  });

  it('network errors are wrapped the same way', async () => {
    const error = (await createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      logger: quiet,
    })
      .request('GET', '/v1/x')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toContain('Network error');
  });

  it('activity creation is a multipart form: scalar fields as text plus the image file', async () => {
    routes['/v1/activities-form'] = (_req, res) =>
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"a1"}');
    const c = client();
    await c.request('POST', '/v1/activities-form', {
      form: {
        title: 'Hi',
        token_id: '4',
        location: undefined,
        image: new File(['png'], 'p.png', { type: 'image/png' }),
      },
    });
    const sent = seen.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="title"');
    expect(sent.body).toContain('name="image"; filename="p.png"');
    expect(sent.body).not.toContain('name="location"');
  });
});
