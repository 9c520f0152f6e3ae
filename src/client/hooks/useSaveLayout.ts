import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LayoutRecord } from '../../schema/entities/layoutRecord';
import { useApiClient } from '../ClientProvider';
import { queryKeys } from '../queryKeys';

export interface SaveLayoutInput {
  /** Omitted: a new layout is created. */
  id?: string;
  document: unknown;
  /** The revision the edit started from (required to update). */
  revision?: number;
  name?: string;
  collection_id?: string | null;
}

/**
 * Saves a layout. A stale revision rejects with ApiRequestError status 409 and
 * `error.body.current` (the record as it stands); nothing is overwritten.
 */
export function useSaveLayout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<LayoutRecord, Error, SaveLayoutInput>({
    mutationFn: (input) =>
      input.id
        ? client.layouts.update(input.id, {
            document: input.document,
            revision: input.revision ?? 0,
            name: input.name,
          })
        : client.layouts.create({
            name: input.name ?? 'Untitled layout',
            document: input.document,
            collection_id: input.collection_id,
          }),
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeys.layout(record.id), record);
      void queryClient.invalidateQueries({ queryKey: queryKeys.layouts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.layoutVersions(record.id) });
    },
  });
}
