import { useMutation } from '@tanstack/react-query';
import type { UploadKind } from '../../schema/entities/upload';
import { useApiClient } from '../ClientProvider';

/** Uploads a file (secret key); resolves with its URL. */
export function useUploadFile() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: Blob; kind?: UploadKind }) =>
      client.uploads.upload(file, { kind }),
  });
}
