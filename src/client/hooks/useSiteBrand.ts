import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

/** The brand changes rarely: read once per visit, refreshed after ten minutes. */
const SITE_STALE_MS = 10 * 60_000;

/** GET /v1/site: the brand of the site this address belongs to (null while loading or none). */
export function useSiteBrand() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: queryKeys.currentSite(),
    queryFn: ({ signal }) => client.sites.current(signal),
    staleTime: SITE_STALE_MS,
    retry: false,
  });
  return query.data?.brand ?? null;
}
