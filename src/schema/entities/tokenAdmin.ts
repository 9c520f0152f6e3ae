import { z } from 'zod';
import { galleryItem } from './collection';
import { token } from './token';

/** The most tokens one call creates (numbered or from a CSV file). */
export const MAX_TOKENS_PER_CALL = 10_000;

/** The highest first number a call to create numbered tokens accepts. */
export const MAX_TOKEN_START = 1_000_000_000;

/** A token number as it appears in its address /c/{slug}/{token_id}. */
export const TOKEN_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

const attributes = z
  .record(z.string().trim().min(1).max(64), z.string().max(1000))
  .refine((value) => Object.keys(value).length <= 50, 'At most 50 attributes');
const images = z
  .array(z.object({ url: z.string().trim().min(1).max(2000), alt: z.string().max(500).nullish() }))
  .max(20);

/**
 * A token as the secret key sees it: with its tap code and short URL, which public answers never
 * carry (the code is the proof of having tapped the physical item).
 */
export const adminToken = token.extend({
  id: z.number().int(),
  attributes: z.record(z.string(), z.string()),
  images: z.array(galleryItem),
  short_code: z.string(),
  short_url: z.string(),
  /** This item's own page layout, over the collection's token page layout; null for none. */
  layout_id: z.string().nullable(),
});
export type AdminToken = z.output<typeof adminToken>;

/** POST /v1/collections/{id}/tokens as JSON: N numbered tokens, from `start` (else the next free). */
export const tokensCreate = z.object({
  count: z.number().int().min(1).max(MAX_TOKENS_PER_CALL),
  start: z.number().int().min(0).max(MAX_TOKEN_START).optional(),
});
export type TokensCreate = z.input<typeof tokensCreate>;

export const tokensCreated = z.object({ created: z.number().int(), data: z.array(adminToken) });

/** PATCH /v1/tokens/{id}: one token's own attributes and images. */
export const tokenPatch = z.object({
  attributes: attributes.optional(),
  images: images.optional(),
  /** Its own page layout; null goes back to the collection's token page layout. */
  layout_id: z.string().trim().min(1).max(100).nullable().optional(),
});
export type TokenPatch = z.input<typeof tokenPatch>;

/** One refused CSV row: its line in the file (the header is line 1) and why. */
export const csvRowError = z.object({ line: z.number().int(), reason: z.string() });
export type CsvRowError = z.output<typeof csvRowError>;
