import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

/** One layout record (the draft with the secret key, the published one otherwise). */
export function useLayout(id: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.layout(id ?? ''),
    queryFn: ({ signal }) => client.layouts.get(id as string, signal),
    enabled: Boolean(id),
  });
}
