import { createSiweMessage } from 'viem/siwe';
import { getAddress, type Address } from 'viem';
import type { Eip1193Provider } from './wallet';

/** Asks the wallet for its account (EIP-1102) and chain. */
export async function connectWallet(
  provider: Eip1193Provider,
): Promise<{ address: Address; chainId: number }> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  if (!Array.isArray(accounts) || !accounts[0]) throw new Error('The wallet gave no account');
  const chainHex = (await provider.request({ method: 'eth_chainId' })) as string;
  const chainId = Number.parseInt(String(chainHex), 16);
  return {
    address: getAddress(accounts[0]),
    chainId: Number.isFinite(chainId) && chainId > 0 ? chainId : 1,
  };
}

export interface WalletMessageInput {
  address: Address;
  chainId: number;
  nonce: string;
  expiresAt?: string;
  /** The page's host and origin: the wallet shows them, the server checks them. */
  domain: string;
  origin: string;
  collectionId: string;
  collectionName?: string;
  shortUrl: string;
  tokenId?: string | null;
  now?: Date;
}

/**
 * The EIP-4361 (Sign-In with Ethereum) message: the server's one-time nonce, the site's domain
 * and the token (its short URL as a resource, plus the collection) the signature is for.
 */
export function buildWalletMessage(input: WalletMessageInput): string {
  const what = input.collectionName
    ? `${input.collectionName}${input.tokenId ? ` #${input.tokenId}` : ''}`
    : 'this product';
  return createSiweMessage({
    address: input.address,
    chainId: input.chainId,
    domain: input.domain,
    nonce: input.nonce,
    uri: input.origin,
    version: '1',
    statement: `Register ${what.replace(/[\r\n]/g, ' ')} to this wallet.`,
    issuedAt: input.now ?? new Date(),
    expirationTime: input.expiresAt ? new Date(input.expiresAt) : undefined,
    // The server binds the signature to this token: "{collection_id}:{short_url}".
    requestId: `${input.collectionId}:${input.shortUrl}`,
    resources: [
      `${input.origin}/t/${encodeURIComponent(input.shortUrl)}`,
      `${input.origin}/v1/collections/${encodeURIComponent(input.collectionId)}`,
    ],
  });
}
