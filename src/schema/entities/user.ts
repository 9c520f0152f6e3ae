import { z } from 'zod';

/** foundation.md §3 User; blocks.md adds the registration details to metadata. */
export const user = z.object({
  id: z.string(),
  email: z.string().email().nullish(),
  metadata: z
    .object({
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
    })
    .catchall(z.unknown())
    .default({}),
});
export type User = z.output<typeof user>;
