import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

/** blocks.md: a failed session check counts as not signed in (null). */
export function useSession(domain: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.session(domain ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await client.session.get(domain as string, signal);
      } catch {
        return null;
      }
    },
    enabled: Boolean(domain),
  });
}
