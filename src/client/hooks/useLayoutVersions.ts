import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

export function useLayoutVersions(id: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.layoutVersions(id ?? ''),
    queryFn: async ({ signal }) =>
      (await client.layouts.versions(id as string, signal))?.data ?? [],
    enabled: Boolean(id),
  });
}
