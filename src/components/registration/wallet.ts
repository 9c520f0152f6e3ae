import type { Address } from 'viem';
import { messageMap, t } from '../../i18n/i18n';

// What needs viem itself (checksummed addresses, the sign-in message) is in walletMessage.ts,
// loaded when the visitor connects a wallet: most visitors never do.

/** An injected EIP-1193 provider (window.ethereum). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

export function injectedWallet(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null;
  const provider = window.ethereum;
  return provider && typeof provider.request === 'function' ? provider : null;
}

export const WALLET_TEXT = Object.assign(
  messageMap('registration', {
    option: 'walletOption',
    connecting: 'walletConnecting',
    noWallet: 'walletNone',
    rejected: 'walletRejected',
    disconnect: 'walletDisconnect',
  }),
  {
    connectedAs: (address: string) =>
      t('registration.walletConnectedAs', {
        address: `${address.slice(0, 6)}…${address.slice(-4)}`,
      }),
  },
);

/** personal_sign (EIP-191) of the message by the connected account. */
export async function signWithWallet(
  provider: Eip1193Provider,
  address: Address,
  message: string,
): Promise<`0x${string}`> {
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [message, address],
  })) as string;
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new Error('The wallet gave no signature');
  return signature as `0x${string}`;
}
