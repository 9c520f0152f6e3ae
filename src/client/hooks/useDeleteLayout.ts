import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

export function useDeleteLayout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.layouts.delete(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.layout(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.layouts() });
    },
  });
}
