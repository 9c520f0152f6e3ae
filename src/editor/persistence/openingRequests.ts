import { layoutListQuery, layoutQuery } from '../../client/queries/layoutQueries';
import { collectionQuery } from '../../client/queries/collectionQueries';
import { editorClient } from './editorClient';
import { editorQueryClient } from './editorQueries';

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

/** The layout list the editor chooses its first layout from. */
export const OPENING_LIST = { limit: 100 } as const;

/**
 * Starts the requests the editor makes as it opens — the layout list, the layout, its
 * collection — from the page's entry into the editor's query cache, while the editor's code is
 * still on its way: opening then waits for the slower of the two, not for one after the other.
 * The editor reads the same cache entries (session.ts, usePreviewCollection.ts). A request that
 * failed (signed out until the studio sign-in, offline) leaves no answer, so the editor asks again.
 */
export function startOpeningRequests(): void {
  const client = editorClient();
  const requested = new URLSearchParams(window.location.search).get('layout');
  const fetchLayout = (id: string) => {
    editorQueryClient.fetchQuery(layoutQuery(client, id)).then(
      (record) => {
        const collectionId = record?.collection_id;
        if (collectionId)
          void editorQueryClient.prefetchQuery(collectionQuery(client, collectionId));
      },
      () => undefined,
    );
  };
  if (requested) {
    fetchLayout(requested);
    return;
  }
  editorQueryClient.fetchQuery(layoutListQuery(client, OPENING_LIST)).then(
    (page) => {
      const choice = initialLayoutChoice(page?.data ?? []);
      if (choice) fetchLayout(choice.id);
    },
    () => undefined,
  );
}
