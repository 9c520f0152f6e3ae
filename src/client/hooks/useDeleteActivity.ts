import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

/** blocks.md Delete: then a refresh of the list. Resolves with `success` true or false. */
export function useDeleteActivity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.activities.delete(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activities() }),
  });
}
