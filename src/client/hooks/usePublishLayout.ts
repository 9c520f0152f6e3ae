import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

/** Publishes a revision (the latest when omitted): visitors see it from then on. */
export function usePublishLayout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision?: number }) =>
      client.layouts.publish(id, revision),
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeys.layout(record.id), record);
      void queryClient.invalidateQueries({ queryKey: queryKeys.layouts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.layoutVersions(record.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection() });
    },
  });
}
