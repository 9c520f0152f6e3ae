import { useQuery } from '@tanstack/react-query';
import type { ActivityListQuery } from '../../schema/entities/activity';
import { useApiClient } from '../ClientProvider';
import { ACTIVITIES_GC_MS, ACTIVITIES_STALE_MS, queryKeys } from '../queryKeys';

/** blocks.md Fetch activities: enabled only with collection_slug; fresh 5 min, kept 10 min. */
export function useActivities(query: Partial<ActivityListQuery>) {
  const client = useApiClient();
  const enabled = Boolean(query.collection_slug);
  return useQuery({
    queryKey: queryKeys.activities(query),
    queryFn: ({ signal }) => client.activities.list(query as ActivityListQuery, signal),
    enabled,
    staleTime: ACTIVITIES_STALE_MS,
    gcTime: ACTIVITIES_GC_MS,
  });
}
