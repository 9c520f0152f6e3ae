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
});
export type UploadResult = z.output<typeof uploadResult>;
