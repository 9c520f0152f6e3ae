import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

export function useRestoreLayout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: number }) =>
      client.layouts.restore(id, revision),
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeys.layout(record.id), record);
      void queryClient.invalidateQueries({ queryKey: queryKeys.layoutVersions(record.id) });
    },
  });
}
