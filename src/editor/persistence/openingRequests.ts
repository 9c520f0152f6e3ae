import { editorClient } from './editorClient';

type Summary = { id: string; name: string; updated_at: string };

/**
 * The layout the editor opens when the address names none: the demo, else the latest edited.
 * Undefined when there is no layout yet (the editor then creates the demo).
 */
export function initialLayoutChoice<T extends Summary>(list: readonly T[]): T | undefined {
  return (
    list.find((l) => /demo/i.test(l.name)) ??
    [...list].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]
  );
}

const started = new Map<string, Promise<unknown>>();

function keep<T>(key: string, request: Promise<T>): Promise<T> {
  // A request that failed (signed out until the studio sign-in, offline) is never handed on:
  // the editor asks again when it needs the answer. Marked as handled, as nobody may take it.
  request.catch(() => {
    if (started.get(key) === request) started.delete(key);
  });
  started.set(key, request);
  return request;
}

/**
 * The request under `key` started while the editor's code was loading, once: a later call
 * (reopening, a retry) asks the server again.
 */
export function takeOpeningRequest<T>(key: string): Promise<T> | undefined {
  const request = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return request;
}

/** The keys the requests are kept under, for the code that would otherwise make them. */
export const openingKey = {
  list: 'layouts.list',
  layout: (id: string) => `layouts.get:${id}`,
  collection: (id: string) => `collections.get:${id}`,
};

/**
 * Starts the requests the editor makes as it opens — the layout list, the layout, its
 * collection — from the page's entry, while the editor's code is still on its way: opening
 * then waits for the slower of the two, not for one after the other. The editor takes each
 * request from here instead of making it again (session.ts, usePreviewCollection.ts).
 */
export function startOpeningRequests(): void {
  const client = editorClient();
  const requested = new URLSearchParams(window.location.search).get('layout');
  const fetchLayout = (id: string) => {
    const layout = keep(openingKey.layout(id), client.layouts.get(id));
    layout.then(
      (record) => {
        const collectionId = (record as { collection_id?: string | null } | null)?.collection_id;
        if (collectionId) {
          keep(openingKey.collection(collectionId), client.collections.get(collectionId));
        }
      },
      () => undefined,
    );
  };
  if (requested) {
    fetchLayout(requested);
    return;
  }
  keep(openingKey.list, client.layouts.list({ limit: 100 })).then(
    (page) => {
      const choice = initialLayoutChoice(page?.data ?? []);
      if (choice) fetchLayout(choice.id);
    },
    () => undefined,
  );
}
