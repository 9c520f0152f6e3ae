import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../index';
import type { LayoutListQuery } from '../api/layouts';
import { queryKeys } from '../queryKeys';

/**
 * The layout reads as react-query options: the hooks use them, and code outside React (the
 * editor's open and preview, the page entry's early requests) fetches through the same cache
 * with `queryClient.fetchQuery` / `prefetchQuery`, so each answer has one key wherever it is read.
 */
export function layoutQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.layout(id),
    queryFn: ({ signal }) => client.layouts.get(id, signal),
  });
}

export function layoutListQuery(client: ApiClient, query: LayoutListQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.layouts(query),
    queryFn: ({ signal }) => client.layouts.list(query, signal),
  });
}

/** The saved versions of a layout, newest first. */
export function layoutVersionsQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.layoutVersions(id),
    queryFn: async ({ signal }) => {
      const result = await client.layouts.versions(id, signal);
      return [...(result?.data ?? [])].sort((a, b) => b.revision - a.revision);
    },
  });
}

/** One saved version with its document. A saved version never changes: it is read once. */
export function layoutVersionQuery(client: ApiClient, id: string, revision: number) {
  return queryOptions({
    queryKey: queryKeys.layoutVersion(id, revision),
    queryFn: ({ signal }) => client.layouts.version(id, revision, signal),
    staleTime: Infinity,
  });
}
