import { randomUUID } from 'node:crypto';
import type { ResponseCache } from './cache';
import type { Database } from './db/connect';

/** The PostgreSQL channel processes announce cache clearings on. */
export const CACHE_CHANNEL = 'vitrine_cache_clear';

/**
 * Keeps the response caches of every process on one PostgreSQL in agreement: a clearing here
 * is NOTIFYed, and a NOTIFY from another process clears this cache. Clearings follow the
 * write's commit, so a notice never arrives before the rows it is about. When listening
 * (re)starts, notices may have been missed while it was down, so the cache is cleared then too.
 * On the embedded database (one process) there is nothing to share. Returns the stop function.
 */
export async function shareCacheClearings(
  cache: ResponseCache,
  database: Database,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  const channels = database.channels;
  if (!channels) return async () => {};
  const self = randomUUID();
  const subscription = await channels.listen(
    CACHE_CHANNEL,
    (payload) => {
      if (payload !== self) cache.dropAll();
    },
    () => cache.dropAll(),
  );
  let stopped = false;
  // One notice in flight at a time. Clearings made while one is on its way are announced by a
  // single notice sent after it: that one leaves after their writes committed, so no process
  // keeps an answer older than them, while a burst of writes (saves under load) costs two
  // notices instead of one each — every NOTIFY serialises its commit on PostgreSQL's queue.
  let sending = false;
  let pending = false;
  const send = (): void => {
    sending = true;
    pending = false;
    channels
      .notify(CACHE_CHANNEL, self)
      .catch((error: unknown) =>
        log(`Could not tell other processes to clear their cache: ${(error as Error).message}`),
      )
      .finally(() => {
        sending = false;
        if (pending && !stopped) send();
      });
  };
  cache.onClear(() => {
    if (stopped) return;
    if (sending) pending = true;
    else send();
  });
  return async () => {
    stopped = true;
    await subscription.unlisten().catch(() => {});
  };
}
