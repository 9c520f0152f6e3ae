import type {
  OtpRequestBody,
  OtpVerifyBody,
  OtpVerifyResult,
  OwnerProducts,
  OwnerProductsQuery,
  OwnerQuery,
  OwnershipResult,
  RegistrationSettingsQuery,
} from '../../schema/entities/access';
import { requireKey, asPage, type ApiContext } from './shared';
import type { OwnedProduct } from '../../schema/entities/access';

export function accessApi(ctx: ApiContext) {
  return {
    /** blocks.md Ownership check: is_owner and count. */
    async checkOwner(query: OwnerQuery, signal?: AbortSignal): Promise<OwnershipResult | null> {
      requireKey(ctx, 'ownership');
      return ctx.request<OwnershipResult | null>('GET', '/v1/access/owner', {
        query: { ...query },
        signal,
      });
    },
    /** blocks.md Owner products, with include_count true. */
    async ownerProducts(query: OwnerProductsQuery, signal?: AbortSignal): Promise<OwnerProducts> {
      requireKey(ctx, 'ownership');
      const result = await ctx.request<unknown>('GET', '/v1/access/owner/products', {
        query: { include_count: true, ...query },
        signal,
      });
      return asPage<OwnedProduct>(result, Number(query.limit ?? 0), Number(query.offset ?? 0));
    },
    /** Sends a 6-digit sign-in code to the e-mail. */
    sendOtp(body: OtpRequestBody) {
      return ctx.request<{ success: boolean; expires_at: string } | null>(
        'POST',
        '/v1/access/otp',
        { body },
      );
    },
    /** Signs in with the code; a wrong code is a normal result `{ success: false, error }`. */
    verifyOtp(body: OtpVerifyBody) {
      return ctx.request<OtpVerifyResult | null>('POST', '/v1/access/otp/verify', { body });
    },
    /** blocks.md Registration settings fetch: owners only. */
    async registrationSettings(query: RegistrationSettingsQuery, signal?: AbortSignal) {
      requireKey(ctx, 'registration');
      return ctx.request<{ registration_settings: Record<string, unknown> | null } | null>(
        'GET',
        '/v1/access/registration-settings',
        { query: { ...query }, signal },
      );
    },
  };
}
