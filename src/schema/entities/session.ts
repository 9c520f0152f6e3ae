import { z } from 'zod';
import { user } from './user';

/** blocks.md Session actions: the session for a domain returns the e-mail. */
export const sessionResult = z.object({
  email: z.string().nullable(),
  user: user.nullable(),
  domain: z.string(),
  expires_at: z.string(),
});
export type SessionResult = z.output<typeof sessionResult>;
