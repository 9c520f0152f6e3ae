import { useQuery } from '@tanstack/react-query';
import type { OwnerProductsQuery } from '../../schema/entities/access';
import { useApiClient } from '../ClientProvider';
import { OWNERSHIP_STALE_MS, queryKeys } from '../queryKeys';

/** blocks.md §7 Owner products (include_count true). */
export function useOwnerProducts(query: OwnerProductsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.ownerProducts(query),
    queryFn: ({ signal }) => client.access.ownerProducts(query, signal),
    enabled: Boolean(query.email || query.user_id),
    staleTime: OWNERSHIP_STALE_MS,
  });
}
