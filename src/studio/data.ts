import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../client/ClientProvider';
import type { CollectionPatch } from '../schema/entities/collectionWrite';

/** The studio's reads, one key each; a write refreshes what it changed. */
export const studioKeys = {
  collections: ['studio', 'collections'] as const,
  collection: (id: string) => ['studio', 'collection', id] as const,
  layouts: ['studio', 'layouts'] as const,
  layout: (id: string) => ['studio', 'layout', id] as const,
  /** A collection's tokens; a page or a look at them adds its own part after. */
  tokens: (id: string) => ['studio', 'tokens', id] as const,
  allTokens: (id: string) => ['studio', 'all-tokens', id] as const,
};

export function useCollections() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.collections,
    queryFn: ({ signal }) => client.collections.list({ limit: 100 }, signal),
  });
}

/** One collection as its managers see it (archived ones and registration settings included). */
export function useManagedCollection(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.collection(id),
    queryFn: async ({ signal }) => {
      const found = await client.collections.get(id, { signal });
      if (!found) throw new Error(`There is no collection "${id}".`);
      return found;
    },
  });
}

/**
 * Layouts (name, revision, published revision), newest change first: for a collection, the
 * ones it may use (its site's); else every one the owner can see.
 */
export function useLayouts(collectionId?: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...studioKeys.layouts, collectionId ?? 'all'],
    queryFn: async ({ signal }) => {
      const query = { limit: 100, ...(collectionId ? { usable_by: collectionId } : {}) };
      const list = (await client.layouts.list(query, signal))?.data ?? [];
      return [...list].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    },
  });
}

export function usePatchCollection(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionPatch) => client.collections.patch(id, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(studioKeys.collection(id), (old: object | undefined) => ({
        ...old,
        ...updated,
      }));
      await queryClient.invalidateQueries({ queryKey: studioKeys.collections });
    },
  });
}
