import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { collectionQuery, type CollectionReadOptions } from '../queries/collectionQueries';

export type UseCollectionOptions = CollectionReadOptions;

/** GET /v1/collections/{id}: the collection (null when unknown), its published layout and token. */
export function useCollection(id: string | null | undefined, options: UseCollectionOptions = {}) {
  const client = useApiClient();
  return useQuery({ ...collectionQuery(client, id ?? '', options), enabled: Boolean(id) });
}
