import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterEmailBody } from '../../schema/entities/registration';
import { useApiClient } from '../ClientProvider';
import { invalidateAfterRegistration } from './invalidateAfterRegistration';

/** blocks.md Register with email, with the invalidations after success. */
export function useRegisterEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterEmailBody) => client.registrations.registerEmail(body),
    onSuccess: (_result, body) => invalidateAfterRegistration(queryClient, client, body.short_url),
  });
}
