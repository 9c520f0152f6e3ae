import { randomUUID } from 'node:crypto';
import type { Clearing, ResponseCache } from './cache';
import type { Database } from './db/connect';

/** The PostgreSQL channel processes announce cache clearings on. */
export const CACHE_CHANNEL = 'vitrine_cache_clear';

/** A notice's payload after the sender's id when the write changed the sites or their domains. */
const SITES_CHANGED = ':sites';

/**
 * Keeps the response caches of every process on one PostgreSQL in agreement: a clearing here
 * is NOTIFYed (saying whether the sites changed), and a NOTIFY from another process clears
 * this cache the same way. Clearings follow the write's commit, so a notice never arrives
 * before the rows it is about. When listening (re)starts, notices may have been missed while it
 * was down, so the cache is cleared then too. On the embedded database (one process) there is
 * nothing to share. Returns the stop function.
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
      const sites = payload.endsWith(SITES_CHANGED);
      const sender = sites ? payload.slice(0, -SITES_CHANGED.length) : payload;
      if (sender !== self) cache.dropAll({ sites });
    },
    // Anything may have been missed, a site's change among it.
    () => cache.dropAll({ sites: true }),
  );
  let stopped = false;
  // One notice in flight at a time. Clearings made while one is on its way are announced by a
  // single notice sent after it: that one leaves after their writes committed, so no process
  // keeps an answer older than them, while a burst of writes (saves under load) costs two
  // notices instead of one each — every NOTIFY serialises its commit on PostgreSQL's queue.
  // The single notice says the sites changed if any of the clearings it stands for did.
  let sending = false;
  let pending: Clearing | null = null;
  const send = (scope: Clearing): void => {
    sending = true;
    pending = null;
    channels
      .notify(CACHE_CHANNEL, scope.sites ? self + SITES_CHANGED : self)
      .catch((error: unknown) =>
        log(`Could not tell other processes to clear their cache: ${(error as Error).message}`),
      )
      .finally(() => {
        sending = false;
        if (pending && !stopped) send(pending);
      });
  };
  cache.onClear((scope) => {
    if (stopped) return;
    if (sending) pending = { sites: scope.sites || (pending?.sites ?? false) };
    else send(scope);
  });
  return async () => {
    stopped = true;
    await subscription.unlisten().catch(() => {});
  };
}
