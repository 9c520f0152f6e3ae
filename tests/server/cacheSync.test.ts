import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/cache';
import { shareCacheClearings } from '../../server/cacheSync';
import type { Channels, Database } from '../../server/db/connect';

/**
 * The channels of a PostgreSQL whose NOTIFYs this test answers by hand, to see how many are
 * sent while others are on their way. (The two-process test, tests/server/multiProcess.test.ts,
 * runs the same code on a real PostgreSQL.)
 */
function heldChannels() {
  const notices: { payload: string; settle: (error?: Error) => void }[] = [];
  /** Delivers a notice as if another process had sent it; `reconnect` as if listening restarted. */
  const incoming = { notice: (_payload: string) => {}, reconnect: () => {} };
  const channels: Channels = {
    listen: async (_channel, onNotice, onReconnect) => {
      incoming.notice = onNotice;
      incoming.reconnect = onReconnect ?? (() => {});
      return { unlisten: async () => {} };
    },
    notify: (_channel, payload) =>
      new Promise<void>((resolve, reject) => {
        notices.push({ payload, settle: (error) => (error ? reject(error) : resolve()) });
      }),
  };
  return { notices, incoming, database: { channels } as unknown as Database };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cache clearings shared through PostgreSQL', () => {
  it('clearings made while a notice is on its way are announced by one notice after it', async () => {
    const { notices, database } = heldChannels();
    const cache = new ResponseCache(null);
    await shareCacheClearings(cache, database, () => {});

    cache.clear();
    expect(notices).toHaveLength(1);
    for (let i = 0; i < 50; i++) cache.clear();
    expect(notices).toHaveLength(1);

    notices[0]!.settle();
    await settled();
    // The clearings made meanwhile: one notice, sent after the first was answered.
    expect(notices).toHaveLength(2);
    notices[1]!.settle();
    await settled();
    expect(notices).toHaveLength(2);

    // Nothing on its way: the next clearing is announced at once.
    cache.clear();
    expect(notices).toHaveLength(3);
    expect(new Set(notices.map((n) => n.payload)).size).toBe(1);
  });

  it('a notice that failed is logged and does not keep the next one from being sent', async () => {
    const { notices, database } = heldChannels();
    const cache = new ResponseCache(null);
    const logged: string[] = [];
    await shareCacheClearings(cache, database, (line) => logged.push(line));

    cache.clear();
    cache.clear();
    notices[0]!.settle(new Error('connection lost'));
    await settled();
    expect(logged).toEqual([
      'Could not tell other processes to clear their cache: connection lost',
    ]);
    expect(notices).toHaveLength(2);
  });

  it('after stopping, clearings are no longer announced', async () => {
    const { notices, database } = heldChannels();
    const cache = new ResponseCache(null);
    const stop = await shareCacheClearings(cache, database, () => {});
    cache.clear();
    cache.clear();
    await stop();
    notices[0]!.settle();
    await settled();
    cache.clear();
    expect(notices).toHaveLength(1);
  });

  it('a notice says whether the sites changed, and another process drops the hosts only then', async () => {
    const { notices, incoming, database } = heldChannels();
    const cache = new ResponseCache(null);
    const hosts = cache.dependent(10, { sitesOnly: true });
    await shareCacheClearings(cache, database, () => {});
    const host = async (value: string) =>
      (await hosts.through('shop.example', async () => ({ body: value, etag: '' }))).body;

    cache.clear();
    cache.clear({ sites: true });
    cache.clear();
    notices[0]!.settle();
    await settled();
    // The first notice says nothing of sites; the one standing for the three after it does.
    const [plain, merged] = notices.map((n) => n.payload);
    expect(merged).toBe(`${plain}:sites`);

    await host('site one');
    incoming.notice('another-process');
    expect(await host('site two')).toBe('site one');
    incoming.notice('another-process:sites');
    expect(await host('site two')).toBe('site two');
    // Listening restarted: whatever was missed may have changed a site.
    incoming.reconnect();
    expect(await host('site three')).toBe('site three');
  });
});
