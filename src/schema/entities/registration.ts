import { z } from 'zod';
import { checkMetadataKeys } from './user';

/** blocks.md Registration submitted metadata: fixed fields plus one boolean per consent id. */
export const registrationMetadata = z
  .object({
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    postalCode: z.string().trim().max(20).optional(),
    phoneNumber: z.string().trim().max(30).optional(),
    birthday: z.string().trim().max(30).optional(),
  })
  .catchall(z.union([z.boolean(), z.string().max(500)]))
  .superRefine(checkMetadataKeys);
export type RegistrationMetadata = z.output<typeof registrationMetadata>;

/** blocks.md Register with email. */
export const registerEmailBody = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  user_id: z.string().max(100).nullish(),
  collection_id: z.string().trim().min(1).max(100),
  short_url: z.string().trim().min(1).max(100),
  /** The item the page shows, when it shows one: refused when the tap code is another item's. */
  token_id: z.string().trim().min(1).max(100).optional(),
  metadata: registrationMetadata.default({}),
});
export type RegisterEmailBody = z.input<typeof registerEmailBody>;

export const registerResult = z.object({
  success: z.boolean(),
  token_id: z.string(),
  registration_settings: z.record(z.string(), z.unknown()).nullable(),
  /** True when the registration waits for the e-mail's confirmation link. */
  pending: z.boolean().default(false),
});
export type RegisterResult = z.output<typeof registerResult>;

export const walletNonce = z.object({ nonce: z.string(), expires_at: z.string() });
export type WalletNonce = z.output<typeof walletNonce>;

/** Register with a wallet: an EIP-4361 message (see docs/api.md) and its signature. */
export const registerWalletBody = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'signature must be 0x-prefixed hex'),
  collection_id: z.string().trim().min(1).max(100),
  short_url: z.string().trim().min(1).max(100),
  /** The item the page shows, when it shows one: refused when the tap code is another item's. */
  token_id: z.string().trim().min(1).max(100).optional(),
  metadata: registrationMetadata.default({}),
});
export type RegisterWalletBody = z.input<typeof registerWalletBody>;
