import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

export interface UseCollectionOptions {
  token_id?: string | null;
  include_layout?: boolean;
  layout_id?: string | null;
}

/** GET /v1/collections/{id}: the collection (null when unknown), its published layout and token. */
export function useCollection(id: string | null | undefined, options: UseCollectionOptions = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.collection(id ?? '', options),
    queryFn: ({ signal }) => client.collections.get(id as string, { ...options, signal }),
    enabled: Boolean(id),
  });
}
