import { z } from 'zod';
import { limitParam, offsetParam, paged } from './pagination';

/** How the owner registered: an e-mail confirmed by a code or link, or a signed wallet message. */
export const registrationMethod = z.enum(['email', 'wallet']);

/**
 * A registered token as the brand sees it: the full e-mail or wallet address (visitors only ever
 * see them masked), when, how, the consents given (by consent id) and the registration fields.
 * `id` is the token's numeric id, the one transfer and revoke take.
 */
export const registrationRow = z.object({
  id: z.number().int(),
  token_id: z.string(),
  owner_email: z.string().nullable(),
  owner_address: z.string().nullable(),
  method: registrationMethod,
  registered_at: z.string(),
  consents: z.record(z.string(), z.boolean()),
  fields: z.record(z.string(), z.string()),
});
export type RegistrationRow = z.output<typeof registrationRow>;

export const registrationSorts = ['registered_at', 'token_id', 'owner'] as const;

/**
 * The registrations list, sorted and paged; `q`: a whole number finds that token, other text
 * the owners whose e-mail or wallet address contains it.
 */
export const registrationListQuery = z.object({
  q: z.string().trim().min(1).max(320).optional(),
  sort: z.enum(registrationSorts).default('registered_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: limitParam(100, 50),
  offset: offsetParam,
  /** csv: every matching registration (no paging), the consents as columns. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type RegistrationListQuery = z.input<typeof registrationListQuery>;

export const consentColumn = z.object({ id: z.string(), label: z.string() });

export const registrationList = paged(registrationRow).extend({
  /** The collection's consents, in the order of its registration form: the CSV's columns. */
  consents: z.array(consentColumn),
});
export type RegistrationList = z.output<typeof registrationList>;

export const registrationActionKind = z.enum(['transfer_requested', 'transferred', 'revoked']);

/** One thing the brand did to a registration, with who did it and when. */
export const registrationAction = z.object({
  action: registrationActionKind,
  actor: z.string(),
  from_owner: z.string().nullable(),
  to_email: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationAction = z.output<typeof registrationAction>;

/** One token's registration (null when not registered now) and what was done to it. */
export const registrationDetail = z.object({
  id: z.number().int(),
  token_id: z.string(),
  collection_id: z.string(),
  registration: registrationRow.nullable(),
  /** A transfer waiting for its new owner to confirm. */
  pending_transfer: z.object({ to_email: z.string(), expires_at: z.string() }).nullable(),
  actions: z.array(registrationAction),
});
export type RegistrationDetail = z.output<typeof registrationDetail>;

export const transferBody = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
});
export type TransferBody = z.input<typeof transferBody>;

export const registrationIdParam = z.object({
  id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647),
});
