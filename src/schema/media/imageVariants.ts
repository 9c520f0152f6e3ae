/**
 * How an uploaded image and its resized variants are named, shared by the server (which makes
 * them) and the renderers (which list them in `srcset`). An upload's file name carries its pixel
 * size — `upl_x.1600x1200.png` — so a renderer knows from the URL alone the image's
 * proportions (the `width` and `height` attributes) and which variants exist, with no lookup:
 * `upl_x.1600x1200.w640.webp`, `upl_x.1600x1200.w640.avif` for each width of `variantWidths`.
 */

/** The widths variants are made at, never above the original's own. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** The formats of every variant, best compression first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Originals that get variants; a GIF may be animated, which a still variant would lose. */
const RESIZED_EXTENSIONS = ['png', 'jpg', 'webp', 'avif'];

export interface SizedImage {
  /** Everything before the size: `/uploads/upl_x` (or an absolute URL's). */
  stem: string;
  width: number;
  height: number;
  ext: string;
  /** Whether variants of it exist. */
  resized: boolean;
}

const SIZED = /^(.*\/uploads\/[A-Za-z0-9_-]+)\.(\d{1,5})x(\d{1,5})\.([a-z0-9]{2,5})$/;

/** The file name part that says an image's size: `.1600x1200`. */
export function sizeSuffix(width: number, height: number): string {
  return `.${width}x${height}`;
}

/** The size and stem of an uploaded image's URL, or null for any other URL. */
export function parseSizedImage(url: string): SizedImage | null {
  const match = SIZED.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (!width || !height) return null;
  const ext = match[4]!;
  return { stem: match[1]!, width, height, ext, resized: RESIZED_EXTENSIONS.includes(ext) };
}

/**
 * The widths of an image's variants: each standard width below its own, and its own width
 * when that is below the largest standard one (a full-size variant in the smaller formats),
 * never more than the original has.
 */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((standard) => standard < width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width < largest) return [...below, width];
  return below.includes(largest) ? below : [...below, largest];
}

/** The URL of one variant of a sized image. */
export function variantUrl(image: SizedImage, width: number, format: VariantFormat): string {
  return `${image.stem}${sizeSuffix(image.width, image.height)}.w${width}.${format}`;
}

const VARIANT_NAME = /^([A-Za-z0-9_-]+)\.(\d{1,5})x(\d{1,5})\.w(\d{1,5})\.(avif|webp)$/;

/** For a variant's file name: the original's size and the variant's width and format. */
export function parseVariantName(name: string): {
  id: string;
  width: number;
  height: number;
  variantWidth: number;
  format: VariantFormat;
} | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  return {
    id: match[1]!,
    width: Number(match[2]),
    height: Number(match[3]),
    variantWidth: Number(match[4]),
    format: match[5] as VariantFormat,
  };
}
