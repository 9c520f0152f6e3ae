import { z } from 'zod';

/**
 * What an editor (or the secret key) sends to create or edit a collection. Every
 * length and count is bounded, so a hostile body is a 400 naming the field, never a 500.
 */

/** The collection's address: /c/{slug}/…; lowercase letters, digits and hyphens, 1–64. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
export const collectionSlug = z
  .string()
  .regex(SLUG_PATTERN, 'A slug is 1 to 64 lowercase letters, digits or hyphens');

const text = (max: number) => z.string().trim().max(max);
const settings = z.record(z.string().max(100), z.unknown());

const galleryItemInput = z.object({ url: text(2000).min(1), alt: text(500).nullish() });

const attributeInput = z.object({
  label: text(200).min(1),
  type: text(50).min(1).default('TEXT'),
  value: text(1000).nullish(),
  items: z
    .array(z.object({ label: text(200), value: text(1000) }))
    .max(100)
    .default([]),
});

export const collectionCreate = z.object({
  name: text(200).min(1),
  slug: collectionSlug,
  description: text(10_000).nullish(),
  quantity: z.number().int().min(0).max(10_000_000).nullish(),
  registrant: text(200).nullish(),
  retail_settings: z.object({ price: z.number().min(0).max(1_000_000_000).nullish() }).nullish(),
  product_name_template: text(300).nullish(),
  image: text(2000).nullish(),
  gallery: z.array(galleryItemInput).max(50).default([]),
  attributes: z.array(attributeInput).max(50).default([]),
  registration_settings: settings.nullish(),
  activity_settings: settings.nullish(),
  /** The layout the collection page shows (its published revision), and the token pages too… */
  layout_id: text(100).min(1).nullish(),
  /** …unless they have their own. */
  token_layout_id: text(100).min(1).nullish(),
  /** The site it belongs to; by default the site of the address the request was sent to. */
  site_id: text(100).min(1).optional(),
});
export type CollectionCreate = z.input<typeof collectionCreate>;

/** A partial edit: only the fields sent change. archived: true hides it from visitors. */
export const collectionPatch = z.object({
  // A collection stays on its site.
  ...collectionCreate.omit({ site_id: true }).partial().shape,
  gallery: z.array(galleryItemInput).max(50).optional(),
  attributes: z.array(attributeInput).max(50).optional(),
  archived: z.boolean().optional(),
});
export type CollectionPatch = z.input<typeof collectionPatch>;
