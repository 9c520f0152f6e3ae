// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '../../server/db/schema';
import { rollUpAnalytics } from '../../server/services/analyticsRollup';
import { deleteExpired } from '../../server/services/cleanup';
import { registerDemoToken, signInByEmailCode } from './support/signIn';
import { cookieFetch, PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
}, 120_000);
afterAll(() => server?.close());

const today = () => new Date().toISOString().slice(0, 10);

async function tap(code: string, browser: string) {
  const res = await fetch(`${server.url}/t/${code}`, {
    redirect: 'manual',
    headers: { 'user-agent': browser },
  });
  expect(res.status).toBe(302);
}

async function pageView(path: string, browser: string, tokenId?: string) {
  const res = await fetch(`${server.url}/v1/analytics/events`, {
    method: 'POST',
    headers: { 'x-api-key': PK, 'content-type': 'application/json', 'user-agent': browser },
    body: JSON.stringify({
      event: 'page_view',
      collection_slug: 'demo',
      token_id: tokenId,
      path,
    }),
  });
  expect(res.status).toBe(202);
}

interface Funnel {
  steps: { step: string; count: number; visitors: number; rate_from_previous: number | null }[];
  tap_to_registered: number | null;
  posts: number;
  most_tapped: { token_id: string; taps: number }[];
  tapped_unregistered: { token_id: string; taps: number }[];
}

async function report<T>(path: string, key = SK): Promise<T> {
  const res = await fetch(`${server.url}/v1/collections/col_demo/analytics/${path}`, {
    headers: { 'x-api-key': key },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const step = (funnel: Funnel, name: string) => funnel.steps.find((s) => s.step === name)!;

describe('analytics: the funnel counts what visitors did, without cookies or addresses', () => {
  it('two visitors tap, view, one signs in and registers: the funnel says so, step by step', async () => {
    const before = await report<Funnel>('funnel');
    await tap('demo-5', 'Browser A');
    await tap('demo-6', 'Browser B');
    await tap('demo-6', 'Browser B');
    await pageView('/c/demo/5', 'Browser A', '5');
    await pageView('/c/demo/6', 'Browser B', '6');

    const email = 'funnel@example.com';
    // The sign-in dialog is opened on the collection's page: its address names the collection.
    const signedIn = await signInByEmailCode(server.url, email, cookieFetch(), {
      referer: `${server.url}/c/demo/5`,
    });
    await registerDemoToken(server.url, signedIn, email, 'demo-5');

    const after = await report<Funnel>('funnel');
    const grew = (name: string) => step(after, name).count - step(before, name).count;
    expect(grew('tap')).toBe(3);
    expect(step(after, 'tap').visitors - step(before, 'tap').visitors).toBe(2);
    expect(grew('page_view')).toBe(2);
    expect(grew('sign_in')).toBe(1);
    expect(grew('registered')).toBe(1);
    expect(step(after, 'tap').rate_from_previous).toBeNull();
    expect(step(after, 'registered').rate_from_previous).toBeCloseTo(
      step(after, 'registered').count / step(after, 'sign_in').count,
    );
    expect(after.most_tapped[0]).toEqual({ token_id: '6', taps: expect.any(Number) });
    expect(after.tapped_unregistered.map((t) => t.token_id)).toContain('6');
    expect(after.tapped_unregistered.map((t) => t.token_id)).not.toContain('5');
  });

  it('stores neither the address nor the browser: a salted hash, the same for one visitor all day', async () => {
    await tap('demo-7', 'Browser C');
    await tap('demo-7', 'Browser C');
    const rows = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.tokenId, '7'));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Browser C');
  });

  it('charts a metric per day, week or month with zeros where nothing happened, and as CSV', async () => {
    const days = await report<{ points: { start: string; count: number }[] }>(
      `series?metric=tap&interval=day&from=2026-01-01&to=${today()}`,
    );
    expect(days.points[0]).toEqual({ start: '2026-01-01', count: 0 });
    expect(days.points.at(-1)!.start).toBe(today());
    expect(days.points.at(-1)!.count).toBeGreaterThanOrEqual(5);
    const weeks = await report<{ points: { start: string }[] }>(
      'series?metric=registered&interval=week&from=2026-11-01&to=2026-11-30',
    );
    // Weeks start on Monday: 2026-11-01 is a Sunday, in the week of Monday 26 October.
    expect(weeks.points.map((p) => p.start)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    const res = await fetch(
      `${server.url}/v1/collections/col_demo/analytics/series?metric=tap&interval=month&from=2026-10-01&to=2026-11-30&format=csv`,
      { headers: { 'x-api-key': SK } },
    );
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('start,tap');
    expect(lines[1]).toBe('2026-10-01,0');
  });

  it('rolling old events up into daily totals changes no figure, even when two processes do it at once', async () => {
    const old = new Date(Date.UTC(2026, 0, 10, 12));
    const visitor = (n: number) => `visitor-${n}`.padEnd(22, 'x');
    await server.db.insert(analyticsEvents).values([
      { event: 'tap', collectionId: 'col_demo', tokenId: '1', visitor: visitor(1), createdAt: old },
      { event: 'tap', collectionId: 'col_demo', tokenId: '2', visitor: visitor(1), createdAt: old },
      { event: 'tap', collectionId: 'col_demo', tokenId: '2', visitor: visitor(2), createdAt: old },
      { event: 'sign_in', collectionId: 'col_demo', visitor: visitor(2), createdAt: old },
    ]);
    const range = 'from=2026-01-01&to=2026-01-31';
    const before = await report<Funnel>(`funnel?${range}`);
    expect(step(before, 'tap')).toMatchObject({ count: 3, visitors: 2 });

    const rolled = await Promise.all([
      rollUpAnalytics(server.db, new Date(Date.UTC(2026, 1, 1))),
      rollUpAnalytics(server.db, new Date(Date.UTC(2026, 1, 1))),
    ]);
    expect(rolled[0] + rolled[1]).toBe(4);
    const raw = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.createdAt, old));
    expect(raw).toHaveLength(0);
    expect(await server.db.select().from(analyticsDaily)).not.toHaveLength(0);

    const after = await report<Funnel>(`funnel?${range}`);
    expect(after.steps).toEqual(before.steps);
    expect(after.most_tapped).toEqual(before.most_tapped);
  });

  it("the clean-up forgets past days' salts, so yesterday's visitors cannot be linked to today's", async () => {
    await server.db.insert(analyticsSalts).values({ day: '2026-01-10', salt: 'old-salt' });
    await deleteExpired(server.db, new Date());
    const salts = await server.db.select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).not.toContain('2026-01-10');
  });

  it('a series longer than a chart holds is refused with 400 naming the interval that fits, never built', async () => {
    const ask = (query: string) =>
      fetch(`${server.url}/v1/collections/col_demo/analytics/series?${query}`, {
        headers: { 'x-api-key': SK },
      });
    const byDay = await ask('interval=day&from=1900-01-01&to=2026-11-29');
    expect(byDay.status).toBe(400);
    expect(await byDay.text()).toContain(
      '1900-01-01 to 2026-11-29 is 46354 points by day; at most 1600: ask for it by month',
    );
    const farFuture = await ask('interval=month&from=1900-01-01&to=9999-12-31');
    expect(farFuture.status).toBe(400);
    expect(await farFuture.text()).toContain('ask for a shorter range');
    // By month the same century is a chart's worth of points.
    const byMonth = await report<{ points: unknown[] }>(
      'series?interval=month&from=1900-01-01&to=2026-11-29',
    );
    expect(byMonth.points).toHaveLength(1523);
  });

  it('is for the owner: a visitor key cannot read it, and a bad range says why', async () => {
    const visitorRead = await fetch(`${server.url}/v1/collections/col_demo/analytics/funnel`, {
      headers: { 'x-api-key': PK },
    });
    expect([401, 403]).toContain(visitorRead.status);
    const backwards = await fetch(
      `${server.url}/v1/collections/col_demo/analytics/funnel?from=2026-02-01&to=2026-01-01`,
      { headers: { 'x-api-key': SK } },
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain('from must not be after to');
    // A day that does not exist is named, never a server error.
    for (const range of ['from=2855-58-64', 'to=2026-04-31'])
      expect(
        (
          await fetch(`${server.url}/v1/collections/col_demo/analytics/funnel?${range}`, {
            headers: { 'x-api-key': SK },
          })
        ).status,
        range,
      ).toBe(400);
    const unknown = await fetch(`${server.url}/v1/collections/nope/analytics/funnel`, {
      headers: { 'x-api-key': SK },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('analytics through the typed client', () => {
  it('reads the funnel and a series with the secret key', async () => {
    const owner = server.client({ apiKey: SK });
    const funnel = await owner.analytics.funnel('col_demo', { from: '2026-01-01', to: today() });
    expect(funnel?.steps.map((s) => s.step)).toEqual(['tap', 'page_view', 'sign_in', 'registered']);
    const series = await owner.analytics.series('col_demo', { metric: 'post', interval: 'month' });
    expect(series?.metric).toBe('post');
    expect(series?.points.length).toBeGreaterThan(0);
  });
});
