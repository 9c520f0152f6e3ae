import { useQuery } from '@tanstack/react-query';
import type { RegistrationSettingsQuery } from '../../schema/entities/access';
import { useApiClient } from '../ClientProvider';
import { queryKeys, REGISTRATION_SETTINGS_STALE_MS } from '../queryKeys';

/**
 * blocks.md Registration settings: runs only when the user is owner and a token and a
 * collection are known; cached 5 minutes.
 */
export function useRegistrationSettings(
  query: Partial<RegistrationSettingsQuery> & { isOwner: boolean },
) {
  const client = useApiClient();
  const { isOwner, ...params } = query;
  const enabled =
    isOwner && Boolean(params.token_id) && Boolean(params.collection_id || params.collection_slug);
  return useQuery({
    queryKey: queryKeys.registrationSettings(params),
    queryFn: async ({ signal }) =>
      (await client.access.registrationSettings(params as RegistrationSettingsQuery, signal))
        ?.registration_settings ?? null,
    enabled,
    staleTime: REGISTRATION_SETTINGS_STALE_MS,
  });
}
