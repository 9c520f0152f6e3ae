import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../index';
import { queryKeys } from '../queryKeys';

/**
 * blocks.md: after a registration the ownership, owned-products and registration-settings
 * caches are invalidated and the link cache is revalidated for the short URL.
 */
export async function invalidateAfterRegistration(
  queryClient: QueryClient,
  client: ApiClient,
  shortUrl: string | null | undefined,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.ownership() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ownerProducts() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.registrationSettings() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.collection() }),
    shortUrl ? client.links.revalidate(shortUrl).catch(() => null) : null,
  ]);
}
