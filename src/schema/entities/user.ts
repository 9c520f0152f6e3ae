import { z } from 'zod';

/** foundation.md §3 User; blocks.md adds the registration details to metadata. */
export const user = z.object({
  id: z.string(),
  email: z.string().email().nullish(),
  /** Set when the user registered with a wallet (EIP-4361). */
  wallet_address: z.string().nullish(),
  metadata: z
    .object({
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
    })
    .catchall(z.unknown())
    .default({}),
});
export type User = z.output<typeof user>;

const metadataPatch = z
  .object({
    firstName: z.string().trim().max(100).nullish(),
    lastName: z.string().trim().max(100).nullish(),
  })
  .catchall(z.union([z.string().max(500), z.boolean(), z.number(), z.null()]));

/** PUT /v1/users/{id}: metadata keys are merged; null clears one. */
export const userUpdateBody = z.object({ metadata: metadataPatch });
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** POST /v1/users/batch-update (secret key). */
export const userBatchUpdateBody = z.object({
  users: z
    .array(z.object({ id: z.string().min(1).max(100), metadata: metadataPatch }))
    .min(1)
    .max(500),
});
export type UserBatchUpdateBody = z.input<typeof userBatchUpdateBody>;
export const userBatchUpdateResult = z.object({
  updated: z.number().int(),
  missing: z.array(z.string()),
});

export const userListQuery = z.object({
  email: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  offset: z.coerce.number<number | string>().int().min(0).default(0),
});
export type UserListQuery = z.input<typeof userListQuery>;
