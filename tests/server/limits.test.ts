// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEvents, collections, walletNonces } from '../../server/db/schema';
import { keepAliveFetch } from './support/keepAliveFetch';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * Public writes (the publishable key, or no key) are limited per client address and per key.
 * Two servers: one with a tight address limit, one with a tight key limit, so each rule is
 * seen alone. Addresses come from X-Forwarded-For (trusted here).
 */
let byAddress: TestServer;
let byKey: TestServer;
const PER_ADDRESS = 10;
const PER_KEY = 25;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  [byAddress, byKey] = await Promise.all([
    startTestServer({
      trustProxy: 1,
      writeLimits: { perAddress: PER_ADDRESS, perKey: 1_000_000 },
      // Cached reads live until dropped, on either database, so what revalidate drops shows.
      sharedCacheTtlMs: 600_000,
    }),
    startTestServer({ trustProxy: 1, writeLimits: { perAddress: 1_000_000, perKey: PER_KEY } }),
  ]);
}, 120_000);
afterAll(() => Promise.all([byAddress?.close(), byKey?.close()]));

function send(
  server: TestServer,
  method: string,
  path: string,
  ip: string,
  options: { key?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'x-api-key': options.key ?? PK, 'x-forwarded-for': ip };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return keepAliveFetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const event = (marker: string) => ({
  event: 'page_view',
  collection_slug: 'demo',
  path: `/${marker}`,
});

describe('public writes are rate-limited', () => {
  it('one address sending 100 analytics events at once: the limit is stored, the rest get 429 with Retry-After and when to try again', async () => {
    const answers = await times(100, () =>
      send(byAddress, 'POST', '/v1/analytics/events', '198.51.100.60', { body: event('flood') }),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(PER_ADDRESS);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(100 - PER_ADDRESS);
    const seconds = Number(refused[0]!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const body = (await refused[0]!.json()) as { message: string; retry_after: number };
    expect(body.message).toMatch(
      /^Too many changes from your address; try again in \d+ seconds? \(at \d\d:\d\d:\d\d UTC\)$/,
    );
    expect(body.retry_after).toBe(seconds);
    const stored = await byAddress.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.data, { path: '/flood' }));
    expect(stored).toHaveLength(PER_ADDRESS);

    // Another address is not affected.
    const other = await send(byAddress, 'POST', '/v1/analytics/events', '198.51.100.61', {
      body: event('other'),
    });
    expect(other.status).toBe(202);
  });

  it('wallet nonces (a GET that stores a row) count as writes', async () => {
    const answers = await times(100, () =>
      send(byAddress, 'GET', '/v1/registrations/wallet-nonce', '198.51.100.62'),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PER_ADDRESS);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(100 - PER_ADDRESS);
    expect(await byAddress.db.select().from(walletNonces)).toHaveLength(PER_ADDRESS);
  });

  it('the secret key (the site’s own server) is not limited', async () => {
    const answers = await times(PER_ADDRESS * 3, () =>
      send(byAddress, 'POST', '/v1/analytics/events', '198.51.100.63', {
        key: SK,
        body: event('site'),
      }),
    );
    expect(answers.every((r) => r.status === 202)).toBe(true);
  });

  it('all clients of the publishable key together: 100 addresses at once, the key limit holds', async () => {
    const answers = await times(100, (i) =>
      send(byKey, 'POST', '/v1/analytics/events', `203.0.113.${i}`, { body: event('spread') }),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(PER_KEY);
    const refused = answers.find((r) => r.status === 429)!;
    expect(((await refused.json()) as { message: string }).message).toContain(
      "Too many changes made with this site's key",
    );
  });
});

describe('cache revalidation drops only what the request names', () => {
  const read = async (tokenId: string) => {
    const res = await send(
      byAddress,
      'GET',
      `/v1/collections/demo?token_id=${tokenId}`,
      '198.51.100.70',
    );
    return ((await res.json()) as { name: string }).name;
  };

  it("an unknown short URL is a 404; a known one refreshes that token's page data and no other", async () => {
    const before = await read('1');
    expect(await read('2')).toBe(before);
    // Changed behind the server's back: the cached reads still hold the old name.
    await byAddress.db
      .update(collections)
      .set({ name: 'Renamed run' })
      .where(eq(collections.slug, 'demo'));
    expect(await read('1')).toBe(before);

    const unknown = await send(byAddress, 'POST', '/v1/links/revalidate', '198.51.100.71', {
      body: { short_url: 'no-such-tag' },
    });
    expect(unknown.status).toBe(404);
    expect(await read('2')).toBe(before);

    const known = await send(byAddress, 'POST', '/v1/links/revalidate', '198.51.100.71', {
      body: { short_url: 'demo-1' },
    });
    expect(known.status).toBe(200);
    expect(await read('1')).toBe('Renamed run');
    expect(await read('2')).toBe(before);
  });
});
