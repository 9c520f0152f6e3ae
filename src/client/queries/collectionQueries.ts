import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../index';
import type { CollectionGetOptions } from '../api/collections';
import { queryKeys } from '../queryKeys';

/** The collection options a read can take, minus the abort signal react-query supplies. */
export type CollectionReadOptions = Omit<CollectionGetOptions, 'signal'>;

/** GET /v1/collections/{id} as react-query options (null when unknown). */
export function collectionQuery(
  client: ApiClient,
  id: string,
  options: CollectionReadOptions = {},
) {
  return queryOptions({
    queryKey: queryKeys.collection(id, options),
    queryFn: ({ signal }) => client.collections.get(id, { ...options, signal }),
  });
}
