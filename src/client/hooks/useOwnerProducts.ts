import { useQuery } from '@tanstack/react-query';
import type { OwnerProductsQuery } from '../../schema/entities/access';
import { useApiClient } from '../ClientProvider';
import { OWNERSHIP_STALE_MS, queryKeys } from '../queryKeys';

/**
 * The tokens the visitor owns, as the ownership check reads them: only with an e-mail or user
 * id, and only while `enabled`. Fresh as long as the ownership check is.
 */
export function useOwnerProducts(query: OwnerProductsQuery, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.ownerProducts(query),
    queryFn: ({ signal }) => client.access.ownerProducts(query, signal),
    enabled: enabled && Boolean(query.email || query.user_id),
    staleTime: OWNERSHIP_STALE_MS,
  });
}
