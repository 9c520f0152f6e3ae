import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../client/queryKeys';
import type { IslandsData } from '../islands/islandData';
import type { SiteRoute } from '../routes';

/**
 * The answers a server-rendered page was rendered with, as react-query cache entries: the
 * server fills its cache with them before rendering, and the browser fills its own with the
 * same before hydrating, so both renders read the same data and neither waits for the API.
 */
export interface PageDataEntry {
  key: readonly unknown[];
  data: unknown;
}

/** The id of the `<script type="application/json">` that carries the entries to the browser. */
export const PAGE_DATA_ID = 'vitrine-data';

/**
 * What the page carries: the entries. No time of reading: a page must be the same bytes for
 * every visitor until its content changes, so that its ETag holds and caches can keep it; its
 * data counts as fresh from when the browser opened it.
 */
export interface PageData {
  entries: PageDataEntry[];
  /** Present when only the page's islands hydrate (src/site/islands/); else the whole app does. */
  islands?: IslandsData;
}

/**
 * How long a page's data counts as fresh from when the page was opened: within this time it asks
 * the API for nothing, after it refreshes in the background. Invalidations (after a
 * registration) refetch whatever this says.
 */
export const PAGE_DATA_FRESH_MS = 60_000;

export function seedQueryClient(
  client: QueryClient,
  entries: readonly PageDataEntry[],
  readAt?: number,
): void {
  for (const entry of entries) client.setQueryData(entry.key, entry.data, { updatedAt: readAt });
}

type CollectionRoute = Extract<SiteRoute, { kind: 'collection' }>;

/** What a collection or token page asks the API for: the collection, its token and layout. */
export function collectionDetailOptions(route: CollectionRoute) {
  return { token_id: route.tokenId, include_layout: true, layout_id: route.layoutId };
}

/** The cache key of a page's collection read. */
export function collectionDetailKey(route: CollectionRoute) {
  return queryKeys.collection(route.slug, collectionDetailOptions(route));
}

/** The cache key of the plain collection read that tells an unknown token from an unknown collection. */
export function bareCollectionKey(slug: string) {
  return queryKeys.collection(slug, {});
}

/** The home page's list of collections. */
export const HOME_COLLECTIONS_QUERY = { limit: 100 } as const;

export function homeCollectionsKey() {
  return queryKeys.collections(HOME_COLLECTIONS_QUERY);
}
