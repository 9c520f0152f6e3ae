import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterWalletBody } from '../../schema/entities/registration';
import { useApiClient } from '../ClientProvider';
import { invalidateAfterRegistration } from './invalidateAfterRegistration';

/** Register with a wallet (EIP-4361 message + signature), with the same invalidations. */
export function useRegisterWallet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWalletBody) => client.registrations.registerWallet(body),
    onSuccess: (_result, body) => invalidateAfterRegistration(queryClient, client, body.short_url),
  });
}
