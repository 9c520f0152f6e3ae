import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ActivityFeedData } from './schema';
import type { mergeFeedSettings } from './settings';

type Merge = typeof mergeFeedSettings;

/**
 * The activity settings' merge (settings.ts) checks its result with the block's zod schema,
 * which a visitor page does not load for a feed whose collection has no activity settings.
 * Where the schema is at hand anyway (the server, the editor: the block's definition) the
 * merge is given at once; a visitor page loads it when the collection has settings.
 */
let merge: Merge | null = null;
const listeners = new Set<() => void>();

export function provideFeedSettingsMerge(given: Merge): void {
  merge = given;
  for (const listener of listeners) listener();
}

function loadFeedSettingsMerge(): void {
  if (merge) return;
  import('./settings').then(
    (module) => provideFeedSettingsMerge(module.mergeFeedSettings),
    (error: unknown) => console.error('Vitrine: the activity settings could not load', error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasSettings(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

/**
 * The feed's data with the collection's activity settings laid over it (mergeFeedSettings),
 * and whether that is still waiting for the merge's code. A collection without settings waits
 * for nothing. While hydrating, the server's snapshot has no merge either, so a feed with
 * settings renders its waiting state on both sides and the markup matches.
 */
export function useMergedFeedSettings(
  data: ActivityFeedData,
  activitySettings: unknown,
): { merged: ActivityFeedData; pending: boolean } {
  const current = useSyncExternalStore(
    subscribe,
    () => merge,
    () => null,
  );
  const needed = hasSettings(activitySettings);
  useEffect(() => {
    if (needed) loadFeedSettingsMerge();
  }, [needed]);
  const merged = useMemo(
    () =>
      needed && current
        ? current(data, activitySettings as Record<string, unknown> | null | undefined)
        : data,
    [needed, current, data, activitySettings],
  );
  return { merged, pending: needed && !current };
}
