import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityCreateInput, ActivityList } from '../../schema/entities/activity';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

interface Snapshot {
  previous: [readonly unknown[], ActivityList | undefined][];
  optimisticId: string;
}

function matches(list: readonly unknown[], input: ActivityCreateInput): boolean {
  const query = list[1] as { collection_slug?: string; token_id?: string } | undefined;
  return (
    query?.collection_slug === input.collection_slug &&
    (!query.token_id || query.token_id === input.token_id)
  );
}

/**
 * blocks.md: a PENDING CUSTOMER post appears at once; on success it is replaced by the
 * server's record (status cleared); on failure the previous lists come back.
 */
export function useCreateActivity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Activity | null, Error, ActivityCreateInput, Snapshot>({
    mutationFn: (input) => client.activities.create(input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.activities() });
      const optimisticId = `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const now = new Date().toISOString();
      const optimistic: Activity = {
        id: optimisticId,
        title: input.title ?? null,
        content: input.content ?? null,
        location: input.location ?? null,
        owner_email: input.owner_email ?? null,
        owner_address: null,
        user_id: input.user_id ?? null,
        image:
          input.image && typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'
            ? { url: URL.createObjectURL(input.image) }
            : null,
        gallery: [],
        status: 'PENDING',
        type: 'CUSTOMER',
        created_at: now,
        updated_at: now,
        token_id: input.token_id,
        collection_slug: input.collection_slug,
      };
      const previous = queryClient.getQueriesData<ActivityList>({
        queryKey: queryKeys.activities(),
      });
      for (const [key, data] of previous) {
        if (!data || !matches(key, input)) continue;
        const order = (key[1] as { order?: string } | undefined)?.order ?? 'desc';
        // The new post belongs on one page only: the first (newest first) or the last.
        const onItsPage =
          order === 'asc' ? data.pagination.next === null : data.pagination.offset === 0;
        if (!onItsPage) continue;
        const list = order === 'asc' ? [...data.data, optimistic] : [optimistic, ...data.data];
        queryClient.setQueryData<ActivityList>(key, {
          ...data,
          data: list,
          pagination: { ...data.pagination, total_count: data.pagination.total_count + 1 },
        });
      }
      return { previous, optimisticId };
    },
    onError: (_error, _input, snapshot) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (created, _input, snapshot) => {
      if (!created || !snapshot) return;
      for (const [key] of snapshot.previous) {
        queryClient.setQueryData<ActivityList>(key, (data) =>
          data
            ? {
                ...data,
                data: data.data.map((a) =>
                  a.id === snapshot.optimisticId ? { ...created, status: null } : a,
                ),
              }
            : data,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activities() }),
  });
}
