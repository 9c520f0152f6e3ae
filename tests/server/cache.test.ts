import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedAnswer } from '../../server/cache';

/** A build the test finishes when it chooses, counting how often it was started. */
function controlledBuild() {
  let started = 0;
  let finish: (answer: CachedAnswer) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const build = () => {
    started++;
    return new Promise<CachedAnswer>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    build,
    started: () => started,
    finish: (body: string) => finish({ body, etag: `"${body}"` }),
    fail: (message: string) => fail(new Error(message)),
  };
}

describe('the response cache', () => {
  it('builds an answer once for requests that miss while it is being built', async () => {
    const cache = new ResponseCache(null);
    const page = controlledBuild();
    const waiting = Array.from({ length: 50 }, () => cache.through('page', page.build));
    page.finish('v1');
    const answers = await Promise.all(waiting);
    expect(page.started()).toBe(1);
    expect(answers.every((answer) => answer.body === 'v1')).toBe(true);
    // Kept: a later request is answered without a build.
    expect((await cache.through('page', page.build)).body).toBe('v1');
    expect(page.started()).toBe(1);
  });

  it('never answers a request made after a clearing with a build begun before it', async () => {
    const cache = new ResponseCache(null);
    const before = controlledBuild();
    const early = cache.through('page', before.build);
    cache.clear();
    const after = controlledBuild();
    const late = cache.through('page', after.build);
    after.finish('after the write');
    before.finish('before the write');
    expect((await early).body).toBe('before the write');
    expect((await late).body).toBe('after the write');
    expect((await cache.through('page', controlledBuild().build)).body).toBe('after the write');
  });

  it('does not keep an answer built from rows read before a clearing', async () => {
    const cache = new ResponseCache(null);
    const stale = controlledBuild();
    const answer = cache.through('page', stale.build);
    cache.deleteMatching(() => true);
    stale.finish('stale');
    expect((await answer).body).toBe('stale');
    const fresh = controlledBuild();
    const next = cache.through('page', fresh.build);
    fresh.finish('fresh');
    expect((await next).body).toBe('fresh');
    expect(fresh.started()).toBe(1);
  });

  it('gives a failed build to everyone who waited for it and keeps nothing', async () => {
    const cache = new ResponseCache(null);
    const broken = controlledBuild();
    const waiting = [cache.through('page', broken.build), cache.through('page', broken.build)];
    broken.fail('database gone');
    for (const request of waiting) await expect(request).rejects.toThrow('database gone');
    const retry = controlledBuild();
    const answer = cache.through('page', retry.build);
    retry.finish('back');
    expect((await answer).body).toBe('back');
  });

  it('builds again once an answer has outlived its time to live', async () => {
    const cache = new ResponseCache(1);
    expect((await cache.through('page', async () => ({ body: 'one', etag: '' }))).body).toBe('one');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.through('page', async () => ({ body: 'two', etag: '' }))).body).toBe('two');
  });

  it('a write drops what is derived from the sites alone only when it says the sites changed', async () => {
    const cache = new ResponseCache(null);
    const slugs = cache.dependent(10);
    const hosts = cache.dependent(10, { sitesOnly: true });
    const remembered = async (from: ResponseCache, value: string) =>
      (await from.through('key', async () => ({ body: value, etag: '' }))).body;
    await remembered(slugs, 'slug before');
    await remembered(hosts, 'host before');

    // A save: the slugs are read again, the hosts' sites are kept.
    cache.clear();
    expect(await remembered(slugs, 'slug after')).toBe('slug after');
    expect(await remembered(hosts, 'host after')).toBe('host before');

    // A site's domains changed: both are read again.
    cache.clear({ sites: true });
    expect(await remembered(hosts, 'host after')).toBe('host after');
  });
});
