import { z } from 'zod';

/** foundation §5 / blocks §5: uploads are at most 5 MB. */
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
