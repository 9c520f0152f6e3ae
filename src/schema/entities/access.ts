import { z } from 'zod';
import { limitParam, offsetParam, paged } from './pagination';

const ownerFilter = {
  email: z.string().trim().toLowerCase().email().max(320).optional(),
  user_id: z.string().max(100).optional(),
  collection_slug: z.string().max(200).optional(),
  collection_id: z.string().max(100).optional(),
};

/** blocks.md Ownership check. */
export const ownerQuery = z.object({ ...ownerFilter, token_id: z.string().max(100).optional() });
export type OwnerQuery = z.input<typeof ownerQuery>;
export const ownershipResult = z.object({ is_owner: z.boolean(), count: z.number().int() });
export type OwnershipResult = z.output<typeof ownershipResult>;

/** blocks.md Owner products. */
export const ownerProductsQuery = z.object({
  ...ownerFilter,
  limit: limitParam(100, 20),
  offset: offsetParam,
  include_count: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
export type OwnerProductsQuery = z.input<typeof ownerProductsQuery>;
export const ownedProduct = z.object({
  token_id: z.string(),
  collection_id: z.string(),
  collection_slug: z.string(),
  collection_name: z.string(),
  image: z.string().nullable(),
  registered_at: z.string().nullable(),
});
export type OwnedProduct = z.output<typeof ownedProduct>;
export const ownerProducts = paged(ownedProduct);
export type OwnerProducts = z.output<typeof ownerProducts>;

/** blocks.md Registration settings fetch. */
export const registrationSettingsQuery = z.object({
  token_id: z.string().trim().min(1).max(100),
  collection_id: z.string().max(100).optional(),
  collection_slug: z.string().max(200).optional(),
});
export type RegistrationSettingsQuery = z.input<typeof registrationSettingsQuery>;
export const registrationSettingsResult = z.object({
  registration_settings: z.record(z.string(), z.unknown()).nullable(),
});

/** One-time code sign-in. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export const otpRequestBody = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  domain: z.string().trim().max(253).optional(),
});
export type OtpRequestBody = z.input<typeof otpRequestBody>;
export const otpRequestResult = z.object({ success: z.boolean(), expires_at: z.string() });
export type OtpRequestResult = z.output<typeof otpRequestResult>;

export const otpVerifyBody = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be 6 digits'),
  domain: z.string().trim().max(253).optional(),
});
export type OtpVerifyBody = z.input<typeof otpVerifyBody>;
/** A 400 from verify is a normal result (foundation): success false and why. */
export const otpVerifyResult = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  attempts_left: z.number().int().optional(),
  /** Why the code was refused: expired (or never sent), spent (too many wrong tries), used, wrong. */
  reason: z.enum(['expired', 'spent', 'used', 'wrong']).optional(),
  user: z.lazy(() => z.object({ id: z.string(), email: z.string().nullable() })).optional(),
});
export type OtpVerifyResult = z.output<typeof otpVerifyResult>;
