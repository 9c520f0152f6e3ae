import { z } from 'zod';
import { limitParam, offsetParam } from './pagination';

/** foundation.md User; blocks.md adds the registration details to metadata. */
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

/**
 * How many metadata keys one user may hold, and how long a key may be: metadata is merged on
 * every update, so without a bound one visitor could grow their own record (and every session
 * answer that carries it) without end.
 */
export const METADATA_MAX_KEYS = 100;
export const METADATA_KEY_MAX_LENGTH = 100;

/** The bound on keys, for any metadata object (a patch, a registration's fields). */
export function checkMetadataKeys(metadata: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const keys = Object.keys(metadata);
  if (keys.length > METADATA_MAX_KEYS) {
    ctx.addIssue({ code: 'custom', message: `At most ${METADATA_MAX_KEYS} metadata keys` });
  }
  const long = keys.find((key) => key.length > METADATA_KEY_MAX_LENGTH);
  if (long !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [long.slice(0, 40)],
      message: `A metadata key can be at most ${METADATA_KEY_MAX_LENGTH} characters`,
    });
  }
}

const metadataPatch = z
  .object({
    firstName: z.string().trim().max(100).nullish(),
    lastName: z.string().trim().max(100).nullish(),
  })
  .catchall(z.union([z.string().max(500), z.boolean(), z.number(), z.null()]))
  .superRefine(checkMetadataKeys);

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
  limit: limitParam(100, 20),
  offset: offsetParam,
});
export type UserListQuery = z.input<typeof userListQuery>;
