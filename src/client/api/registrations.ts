import type {
  RegisterEmailBody,
  RegisterResult,
  RegisterWalletBody,
  WalletNonce,
} from '../../schema/entities/registration';
import { requireKey, type ApiContext } from './shared';

export function registrationsApi(ctx: ApiContext) {
  return {
    /** POST /v1/registrations/register-email (blocks.md §7). */
    async registerEmail(body: RegisterEmailBody): Promise<RegisterResult | null> {
      requireKey(ctx, 'registration');
      return ctx.request<RegisterResult | null>('POST', '/v1/registrations/register-email', {
        body,
      });
    },
    /** POST /v1/registrations/register-wallet: an EIP-4361 message and its signature. */
    async registerWallet(body: RegisterWalletBody): Promise<RegisterResult | null> {
      requireKey(ctx, 'registration');
      return ctx.request<RegisterResult | null>('POST', '/v1/registrations/register-wallet', {
        body,
      });
    },
    /** A one-time nonce for the EIP-4361 message, valid 10 minutes. */
    async walletNonce(): Promise<WalletNonce | null> {
      requireKey(ctx, 'registration');
      return ctx.request<WalletNonce | null>('GET', '/v1/registrations/wallet-nonce');
    },
  };
}
