import { z } from 'zod';

/**
 * One numbered item of a collection as visitors see it. The short URL code is never listed:
 * it is the proof of having tapped the physical item (registration asks for it).
 */
export const token = z.object({
  token_id: z.string(),
  collection_id: z.string(),
  registered: z.boolean(),
  registered_at: z.string().nullable(),
});
export type Token = z.output<typeof token>;
