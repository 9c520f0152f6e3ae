import { z } from 'zod';

/** foundation blocks: uploads are at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5_242_880;
/** font: the theme's custom typography files (woff2, woff, otf, ttf). */
export const uploadKind = z.enum(['image', 'video', 'audio', 'font']);
export type UploadKind = z.output<typeof uploadKind>;

export const uploadResult = z.object({
  url: z.string(),
  kind: uploadKind,
  mime: z.string(),
  size: z.number().int(),
  /**
   * An image's size in pixels (EXIF orientation applied). Its resized variants follow from its
   * URL (src/schema/media/imageVariants.ts): `….w640.webp`, `….w640.avif` and so on.
   */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadResult = z.output<typeof uploadResult>;

/** One place a file is used: a component of a layout, or the layout's theme or custom CSS. */
export const layoutUsage = z.object({
  place: z.literal('layout'),
  layout_id: z.string(),
  layout_name: z.string(),
  /** null: the layout's theme (a font) or custom CSS uses it, not a component. */
  component_id: z.string().nullable(),
  component_type: z.string().nullable(),
  component_name: z.string().nullable(),
  /** Where: the draft the editor shows, the revision visitors see, or both. */
  in_draft: z.boolean(),
  in_published: z.boolean(),
});
export type LayoutUsage = z.output<typeof layoutUsage>;

/**
 * The records other than layouts that name files: a collection (its image, gallery, attributes,
 * description, registration and activity settings), a token's own images and attributes, a
 * post's image and gallery, a saved section, and the site's brand (its logos).
 */
export const usagePlace = z.enum(['collection', 'token', 'post', 'section', 'site']);
export type UsagePlace = z.output<typeof usagePlace>;

/** One place outside the layouts a file is used: a record and which of its settings names it. */
export const recordUsage = z.object({
  place: usagePlace,
  /** The record's id: a collection's, a token's number, a post's, a section's, the site's. */
  id: z.string(),
  /** Its name as the studio shows it (a post's title, or the start of its text; may be ''). */
  name: z.string(),
  /** The collection a token or a post belongs to; null for the other places. */
  collection_id: z.string().nullable(),
  collection_name: z.string().nullable(),
  /**
   * Which of its settings names the file, as the API spells it: `image`, `gallery`,
   * `attributes`, `description`, `registration_settings`, `activity_settings` (a collection),
   * `images`, `attributes` (a token), `image`, `gallery` (a post), `fragment` (a section),
   * `logo`, `logo_dark` (the site's brand).
   */
  field: z.string(),
});
export type RecordUsage = z.output<typeof recordUsage>;

/** One place a file is used, told apart by `place`. */
export const mediaUsage = z.discriminatedUnion('place', [layoutUsage, recordUsage]);
export type MediaUsage = z.output<typeof mediaUsage>;

/** A file of a site's media library, with every place the site uses it. */
export const mediaItem = z.object({
  id: z.string(),
  url: z.string(),
  kind: uploadKind,
  mime: z.string(),
  size: z.number().int(),
  /** The file's name when it was uploaded; null when the browser sent none. */
  name: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
  used_in: z.array(mediaUsage),
});
export type MediaItem = z.output<typeof mediaItem>;

/** 409 to a delete of a file still in use: where it is used, so the owner can change that first. */
export const mediaInUse = z.object({
  error: z.string(),
  message: z.string(),
  used_in: z.array(mediaUsage),
});
export type MediaInUse = z.output<typeof mediaInUse>;
