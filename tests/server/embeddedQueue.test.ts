import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../../server/context';
import { embeddedQueue } from '../../server/middleware/embeddedQueue';

/** An app whose one route stays open until the test lets it finish, counting who is inside. */
function appOn(kind: 'pglite' | 'postgres', limit: number) {
  const inside: number[] = [];
  const entered: number[] = [];
  const release = new Map<number, () => void>();
  let most = 0;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { database: { kind } } as unknown as Deps);
    await next();
  });
  app.use('*', embeddedQueue(limit));
  app.post('/v1/:n', async (c) => {
    const n = Number(c.req.param('n'));
    inside.push(n);
    entered.push(n);
    most = Math.max(most, inside.length);
    await new Promise<void>((done) => release.set(n, done));
    inside.splice(inside.indexOf(n), 1);
    return c.json({ n, body: await c.req.text() });
  });
  const post = (n: number) =>
    app.request(`/v1/${n}`, {
      method: 'POST',
      headers: { 'content-length': '2' },
      body: `${n % 10}${n % 10}`,
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { post, release, entered, settle, most: () => most };
}

describe('the embedded database takes a few requests at a time', () => {
  it('admits at most the limit, then the waiting ones first come first served, bodies intact', async () => {
    const app = appOn('pglite', 2);
    const answers = [1, 2, 3, 4, 5].map((n) => app.post(n));
    await app.settle();
    expect(app.entered).toEqual([1, 2]);
    app.release.get(2)!();
    await app.settle();
    expect(app.entered).toEqual([1, 2, 3]);
    app.release.get(1)!();
    await app.settle();
    app.release.get(3)!();
    await app.settle();
    expect(app.entered).toEqual([1, 2, 3, 4, 5]);
    app.release.get(4)!();
    app.release.get(5)!();
    const bodies = await Promise.all(answers.map(async (a) => (await a).json()));
    expect(bodies.map((b: { body: string }) => b.body)).toEqual(['11', '22', '33', '44', '55']);
    expect(app.most()).toBe(2);
  });

  it('lets a request made from inside an admitted one in on its place, so a full queue never waits on itself', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { database: { kind: 'pglite' } } as unknown as Deps);
      await next();
    });
    app.use('*', embeddedQueue(2));
    let inside = 0;
    let most = 0;
    app.get('/v1/inner', async (c) => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside--;
      return c.text('inner');
    });
    // As the editor page reads its layout: through the API, while holding its own place.
    app.get('/page/:n', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const inner = await app.request('/v1/inner');
      return c.text(`${c.req.param('n')} ${await inner.text()}`);
    });
    const pages = Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => (await app.request(`/page/${n}`)).text()),
    );
    const answers = await Promise.race([
      pages,
      new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
    ]);
    expect(answers).toEqual(['1 inner', '2 inner', '3 inner', '4 inner', '5 inner', '6 inner']);
    // The inner requests ran on their callers' places: never more at once than the limit.
    expect(most).toBeLessThanOrEqual(2);
  });

  it('leaves PostgreSQL, with its pool of connections, alone', async () => {
    const app = appOn('postgres', 2);
    const answers = [1, 2, 3, 4].map((n) => app.post(n));
    await app.settle();
    expect(app.entered).toEqual([1, 2, 3, 4]);
    for (const n of [1, 2, 3, 4]) app.release.get(n)!();
    await Promise.all(answers);
  });
});
