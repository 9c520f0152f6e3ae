import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { mergeRegistrationSettings } from './mergeSettings';
import type { RegistrationData } from './schema';
import { isRecord } from '../../schema/isRecord';

type Merge = typeof mergeRegistrationSettings;

/**
 * The registration settings' merge (mergeSettings.ts) checks its result with the block's zod
 * schema, which a visitor page does not load for a block whose collection has no settings to
 * lay over it. Where the schema is at hand anyway (the server, the editor: the block's
 * definition) the merge is given at once; a visitor page loads it when a settings layer
 * appears.
 */
let merge: Merge | null = null;
const listeners = new Set<() => void>();

export function provideSettingsMerge(given: Merge): void {
  merge = given;
  for (const listener of listeners) listener();
}

function loadSettingsMerge(): void {
  if (merge) return;
  import('./mergeSettings').then(
    (module) => provideSettingsMerge(module.mergeRegistrationSettings),
    (error: unknown) => console.error('Vitrine: the registration settings could not load', error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The block's data with the settings layers laid over it (mergeRegistrationSettings), and
 * whether that is still waiting for the merge's code. Layers that are not settings objects lay
 * nothing over the data, so a block without settings waits for nothing. While hydrating, the
 * data the server rendered the waiting state with is the block's own (the server's snapshot
 * has no merge either), so the markup matches.
 */
export function useMergedSettings(
  data: RegistrationData,
  collection: unknown,
  owner: unknown,
  registered: unknown,
): { merged: RegistrationData; pending: boolean } {
  const current = useSyncExternalStore(
    subscribe,
    () => merge,
    () => null,
  );
  const needed = [collection, owner, registered].some(isRecord);
  useEffect(() => {
    if (needed) loadSettingsMerge();
  }, [needed]);
  const merged = useMemo(
    () => (needed && current ? current(data, collection, owner, registered) : data),
    [needed, current, data, collection, owner, registered],
  );
  return { merged, pending: needed && !current };
}
