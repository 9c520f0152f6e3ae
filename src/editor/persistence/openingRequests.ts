import { layoutListQuery, layoutQuery } from '../../client/queries/layoutQueries';
import { collectionQuery } from '../../client/queries/collectionQueries';
import type { LayoutRecord } from '../../schema/entities/layoutRecord';
import { EDITOR_OPENING_ID, type EditorOpening } from '../../schema/layout/editorOpening';
import { isLayoutCheck, type LayoutCheck } from '../../schema/layout/checkedLayout';
import { getRuntimeConfig } from '../../client/runtimeConfig';
import { editorClient, editorKey } from './editorClient';
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

interface GivenLayout {
  id: string;
  record: LayoutRecord;
  /** Set when the server parsed the record's document for the page (checkedLayout.ts). */
  check?: LayoutCheck;
}

/** The layout the server gave with the page; undefined until first read. */
let given: GivenLayout | null | undefined;

function readGivenLayout(): GivenLayout | null {
  // The server read it with the page's own credential; a key the owner typed into this tab
  // (kept in its session storage) may be answered another revision, so the editor asks itself.
  if (editorKey() !== getRuntimeConfig().editorKey) return null;
  const text = document.getElementById(EDITOR_OPENING_ID)?.textContent;
  if (!text) return null;
  try {
    const opening = JSON.parse(text) as Partial<EditorOpening>;
    if (
      typeof opening.id !== 'string' ||
      typeof opening.record !== 'object' ||
      opening.record === null
    )
      return null;
    const record = opening.record as LayoutRecord;
    return isLayoutCheck(opening.check)
      ? { id: opening.id, record, check: opening.check }
      : { id: opening.id, record };
  } catch {
    return null;
  }
}

/**
 * The record of layout `id` as the server gave it with the page (EDITOR_OPENING_ID), or null
 * when it gave none or another. Read once: the first read puts it in the editor's query cache,
 * where opening reads it as it would the answer to its own request (and checks it as it would).
 */
export function givenLayout(id: string): LayoutRecord | null {
  if (given === undefined) {
    given = readGivenLayout();
    if (given)
      editorQueryClient.setQueryData(layoutQuery(editorClient(), given.id).queryKey, given.record);
  }
  return given?.id === id ? given.record : null;
}

/**
 * What the server's parse of the given layout reported, when `record` is that very record (read
 * back from the query cache, not asked for again): its document is then parseLayout's output.
 */
export function givenLayoutCheck(record: unknown): LayoutCheck | undefined {
  return given && given.record === record ? given.check : undefined;
}

/** The layout list the editor chooses its first layout from. */
export const OPENING_LIST = { limit: 100 } as const;

/**
 * Starts the requests the editor makes as it opens — the layout list, the layout (unless the
 * page came with it), its collection — from the page's entry into the editor's query cache,
 * while the editor's code is still on its way: opening then waits for the slower of the two,
 * not for one after the other.
 * The editor reads the same cache entries (session.ts, usePreviewCollection.ts). A request that
 * failed (signed out until the studio sign-in, offline) leaves no answer, so the editor asks again.
 */
export function startOpeningRequests(): void {
  const client = editorClient();
  const requested = new URLSearchParams(window.location.search).get('layout');
  // The layout's collection is what the canvas previews its product blocks with.
  const prefetchCollectionOf = (record: LayoutRecord | null) => {
    const collectionId = record?.collection_id;
    if (collectionId) void editorQueryClient.prefetchQuery(collectionQuery(client, collectionId));
  };
  const fetchLayout = (id: string) => {
    editorQueryClient
      .fetchQuery(layoutQuery(client, id))
      .then(prefetchCollectionOf, () => undefined);
  };
  if (requested) {
    const record = givenLayout(requested);
    if (record) prefetchCollectionOf(record);
    else fetchLayout(requested);
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
