import { z } from 'zod';
import { isRecord } from '../isRecord';

/** A collection attribute (blocks.md): type COLOR renders swatches. */
export const collectionAttribute = z.object({
  label: z.string(),
  type: z.string().default('TEXT'),
  value: z.string().nullish(),
  items: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
});
export type CollectionAttribute = z.output<typeof collectionAttribute>;

export const galleryItem = z.object({ url: z.string(), alt: z.string().nullish() });

/** A registration consent (blocks.md). Consents without a label are ignored. */
export const registrationConsent = z.object({
  id: z.string(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  required: z.boolean().default(false),
  label: z.string().nullish(),
});

// Also read by visitor pages' blocks, which load no zod: in a module of its own.
import { CONTACT_PATTERN } from './contact';
export { CONTACT_PATTERN, contactHref } from './contact';

/**
 * The part of a collection's registration settings visitors may read (the rest only a product
 * owner may read), kept in the same settings JSON. `tap_landing`: a tap shows the item and its
 * next step on the first screen (docs/decisions/tap-landing.md); on unless the owner turns it
 * off. `contact`: where a visitor whose item is registered to someone else can reach the
 * brand — an https: or mailto: address, or nothing.
 */
export const visitorSettings = z.object({
  tap_landing: z.boolean().catch(true).default(true),
  contact: z.string().trim().max(500).regex(CONTACT_PATTERN).nullish().catch(null),
});
export type VisitorSettings = z.output<typeof visitorSettings>;

/** The visitor settings inside registration settings JSON; anything unreadable counts as unset. */
export function readVisitorSettings(registrationSettings: unknown): VisitorSettings {
  const parsed = visitorSettings.safeParse(
    registrationSettings && typeof registrationSettings === 'object' ? registrationSettings : {},
  );
  return parsed.success ? parsed.data : { tap_landing: true, contact: null };
}

/**
 * The form part of a collection's registration settings — which fields the form asks for and
 * its consents — as visitors get it (`registration_form`): the form a visitor fills must ask what
 * the server will require of it. The rest (the success screen, its discount code, where it
 * leads) stays for product owners. Null when the settings set no form.
 */
export function readVisitorForm(
  registrationSettings: unknown,
): { fields?: Record<string, unknown>; consents?: unknown[] } | null {
  const form = isRecord(registrationSettings) ? registrationSettings.form : undefined;
  if (!isRecord(form)) return null;
  const fields = isRecord(form.fields) ? form.fields : undefined;
  const consents = Array.isArray(form.consents) ? (form.consents as unknown[]) : undefined;
  if (!fields && !consents) return null;
  return { ...(fields ? { fields } : {}), ...(consents ? { consents } : {}) };
}

/** The collection fields the blocks use (blocks.md "Collection fields used"). */
export const collection = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  /** Edition total. */
  quantity: z.number().int().nullish(),
  registrant: z.string().nullish(),
  retail_settings: z.object({ price: z.number().nullish() }).nullish(),
  product_name_template: z.string().nullish(),
  image: z.string().nullish(),
  gallery: z.array(galleryItem).default([]),
  attributes: z.array(collectionAttribute).default([]),
  registration_settings: z.record(z.string(), z.unknown()).nullish(),
  /** The form part of registration_settings, which visitors get too (readVisitorForm). */
  registration_form: z
    .object({
      fields: z.record(z.string(), z.unknown()).optional(),
      consents: z.array(z.unknown()).optional(),
    })
    .nullish(),
  activity_settings: z.record(z.string(), z.unknown()).nullish(),
  /** Read from registration_settings (visitorSettings); on unless false. */
  tap_landing: z.boolean().nullish(),
  contact: z.string().nullish(),
  /** The collection page's layout (/c/{slug}); token pages show it too unless token_layout_id is set. */
  layout_id: z.string().nullish(),
  /** The token pages' layout (/c/{slug}/{token}); null: they show layout_id. */
  token_layout_id: z.string().nullish(),
  /** Archived collections are not listed publicly and their pages are 404 to visitors. */
  archived: z.boolean().optional(),
});
export type Collection = z.output<typeof collection>;

/** GET /v1/collections/{id}?token_id=…&include_layout=true: the page's whole read in one call. */
export const collectionDetail = collection.extend({
  /**
   * The published document of the page's layout, when include_layout=true: the one named by the
   * query's layout_id, else for a token page the token's own layout, else token_layout_id, else
   * layout_id.
   */
  layout: z.record(z.string(), z.unknown()).nullable().optional(),
  /** With include_layout=true: the layout the page shows (as above); else the collection page's. */
  layout_id: z.string().nullable().optional(),
  token: z
    .object({
      token_id: z.string(),
      collection_id: z.string(),
      registered: z.boolean(),
      registered_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type CollectionDetail = z.output<typeof collectionDetail>;
