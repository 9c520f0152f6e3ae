import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import type { LayoutListQuery } from '../api/layouts';
import { queryKeys } from '../queryKeys';

export function useLayouts(query: LayoutListQuery = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.layouts(query),
    queryFn: async ({ signal }) => (await client.layouts.list(query, signal))?.data ?? [],
  });
}
