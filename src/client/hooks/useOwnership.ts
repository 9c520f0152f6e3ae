import { useQuery } from '@tanstack/react-query';
import type { OwnerQuery } from '../../schema/entities/access';
import { useApiClient } from '../ClientProvider';
import { OWNERSHIP_STALE_MS, queryKeys } from '../queryKeys';

/** blocks.md Ownership check: runs only with an email or user id and a collection or token. */
export function useOwnership(query: OwnerQuery) {
  const client = useApiClient();
  const enabled =
    Boolean(query.email || query.user_id) &&
    Boolean(query.collection_id || query.collection_slug || query.token_id);
  return useQuery({
    queryKey: queryKeys.ownership(query),
    queryFn: ({ signal }) => client.access.checkOwner(query, signal),
    enabled,
    staleTime: OWNERSHIP_STALE_MS,
  });
}
