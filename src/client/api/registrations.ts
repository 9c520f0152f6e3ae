import type {
  RegisterEmailBody,
  RegisterResult,
  RegisterWalletBody,
  WalletNonce,
} from '../../schema/entities/registration';
import type {
  RegistrationDetail,
  RegistrationList,
  RegistrationListQuery,
} from '../../schema/entities/registrationAdmin';
import { asPage, enc, requireKey, type ApiContext } from './shared';

export function registrationsApi(ctx: ApiContext) {
  return {
    /** POST /v1/registrations/register-email (blocks.md). */
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
    /** Owners and editors: a collection's registrations, paged, searched and sorted. */
    // A 404 on a collections path comes back as [] (foundation): an empty page, never a list
    // without its pagination for the screen to read.
    async list(
      collectionId: string,
      query: RegistrationListQuery = {},
      signal?: AbortSignal,
    ): Promise<RegistrationList> {
      const result = await ctx.request<unknown>(
        'GET',
        `/v1/collections/${enc(collectionId)}/registrations`,
        { query: { ...query, format: 'json' }, signal },
      );
      const page = asPage<RegistrationList['data'][number]>(
        result,
        Number(query.limit ?? 0),
        Number(query.offset ?? 0),
      );
      return { consents: [], ...page };
    },
    /** Every matching registration as CSV text, the consents as columns. */
    async csv(collectionId: string, query: Omit<RegistrationListQuery, 'format'> = {}) {
      const result = await ctx.request<unknown>(
        'GET',
        `/v1/collections/${enc(collectionId)}/registrations`,
        { query: { ...query, format: 'csv' } },
      );
      return typeof result === 'string' ? result : '';
    },
    /** One token's registration and what was done to it (by the token's numeric id). */
    detail(id: number, signal?: AbortSignal) {
      return ctx.request<RegistrationDetail>('GET', `/v1/registrations/${id}`, { signal });
    },
    /** Starts a transfer to another e-mail; that address confirms by the e-mailed link. */
    transfer(id: number, email: string) {
      return ctx.request<RegistrationDetail>('POST', `/v1/registrations/${id}/transfer`, {
        body: { email },
      });
    },
    /** Ends a registration: the token can be registered again. */
    revoke(id: number) {
      return ctx.request<RegistrationDetail>('POST', `/v1/registrations/${id}/revoke`);
    },
  };
}
