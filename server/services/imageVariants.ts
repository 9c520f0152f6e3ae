import sharp, { type Metadata } from 'sharp';
import {
  parseVariantName,
  sizeSuffix,
  VARIANT_FORMATS,
  variantWidths,
  type VariantFormat,
} from '../../src/schema/media/imageVariants';
import { ApiError } from '../errors';
import type { Storage } from '../storage/storage';

/**
 * The most pixels an uploaded image may have (a 40-megapixel photo passes): a small file can
 * declare a huge canvas that would take gigabytes to decode, so larger ones are refused before
 * any decoding, and sharp refuses to decode beyond it in any case.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Extensions of originals that get variants (see src/schema/media/imageVariants.ts). */
const RESIZED_EXTENSIONS = ['png', 'jpg', 'webp', 'avif'];

export interface ImageSize {
  width: number;
  height: number;
  /** More than one frame: an animation, which gets no still variants. */
  animated: boolean;
}

export interface StoredVariant {
  url: string;
  format: VariantFormat;
  width: number;
  height: number;
  size: number;
}

/**
 * The displayed size of an image (EXIF orientation applied), read from its header without
 * decoding it; 413 when it has more than MAX_IMAGE_PIXELS, 415 when it cannot be read.
 */
export async function probeImage(bytes: Buffer, field: string): Promise<ImageSize> {
  let metadata: Metadata;
  try {
    // The header alone is read here (no pixels decoded), so the limit is checked below, where
    // the answer can name the size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(415, `${field}: the image cannot be read (damaged or incomplete)`);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new ApiError(415, `${field}: the image has no size`);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ApiError(
      413,
      `${field}: the image is ${width}×${height} pixels; the limit is ${MAX_IMAGE_PIXELS} pixels`,
    );
  }
  return { width, height, animated: (metadata.pages ?? 1) > 1 };
}

/** The stored name of an image: its id and, when variants will be made, its size. */
export function imageFileName(id: string, ext: string, size: ImageSize): string {
  if (size.animated) return `${id}.${ext}`;
  return `${id}${sizeSuffix(size.width, size.height)}.${ext}`;
}

/** Where the list of an original's variants is kept, beside it (never served: .json). */
export function variantListName(originalName: string): string {
  return originalName.replace(/\.[a-z0-9]+$/, '.variants.json');
}

async function encode(input: Buffer, width: number, format: VariantFormat) {
  const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  // Qualities that keep photos clean at a fraction of the original's bytes; AVIF's effort is
  // kept low so a variant takes a fraction of a second on one core.
  const coded =
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 2 })
      : pipeline.webp({ quality: 78, effort: 4 });
  return coded.toBuffer({ resolveWithObject: true });
}

/** An object's size, or null when the store has no such object (no bytes are read). */
async function storedSize(storage: Storage, name: string): Promise<number | null> {
  const found = await storage.read(name, () => 'unsatisfiable');
  return found ? found.size : null;
}

async function readWhole(storage: Storage, name: string): Promise<Buffer | null> {
  const found = await storage.read(name);
  if (!found?.body) return null;
  return Buffer.from(await new Response(found.body).arrayBuffer());
}

/**
 * Makes every variant of an original (each width of variantWidths in each format) that is not
 * there yet, through the upload storage (a folder or a bucket: the storage writes each object
 * whole, so a reader never sees half a file); then writes the list of them. Returns the list.
 */
async function makeVariants(storage: Storage, originalName: string): Promise<StoredVariant[]> {
  const match = /^([A-Za-z0-9_-]+)\.(\d+)x(\d+)\.([a-z0-9]+)$/.exec(originalName);
  if (!match || !RESIZED_EXTENSIONS.includes(match[4]!)) return [];
  const [, id, w, h] = match;
  let input: Buffer | null = null;
  const made: StoredVariant[] = [];
  for (const width of variantWidths(Number(w))) {
    for (const format of VARIANT_FORMATS) {
      const name = `${id}.${w}x${h}.w${width}.${format}`;
      const existing = await storedSize(storage, name);
      if (existing !== null) {
        // Resizing keeps the aspect ratio, rounding the height as sharp does.
        const height = Math.round((Number(h) * width) / Number(w));
        made.push({ url: `/uploads/${name}`, format, width, height, size: existing });
        continue;
      }
      input ??= await readWhole(storage, originalName);
      if (!input) return [];
      const { data, info } = await encode(input, width, format);
      await storage.put(name, data, `image/${format}`);
      made.push({
        url: `/uploads/${name}`,
        format,
        width: info.width,
        height: info.height,
        size: data.length,
      });
    }
  }
  await storage.put(
    variantListName(originalName),
    Buffer.from(JSON.stringify(made)),
    'application/json',
  );
  return made;
}

/** One run per original at a time; runs of different originals one after another. */
const running = new Map<string, Promise<StoredVariant[]>>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * The variants of an original, made if missing. Calls for the same original share one run;
 * runs take turns, so a burst of uploads keeps at most one image being encoded.
 */
export function ensureVariants(storage: Storage, originalName: string): Promise<StoredVariant[]> {
  const key = `${storage.description}/${originalName}`;
  let run = running.get(key);
  if (!run) {
    run = queue.then(() => makeVariants(storage, originalName));
    queue = run.catch(() => {});
    running.set(key, run);
    void run.finally(() => running.delete(key)).catch(() => {});
  }
  return run;
}

/**
 * Resolves once no variants are being made or waiting their turn (a failed run counts as done):
 * a stopping server lets them finish rather than leave an upload with half its variants.
 */
export async function variantRunsSettled(): Promise<void> {
  let last: Promise<unknown>;
  do {
    last = queue;
    await last;
  } while (last !== queue);
}

/** Starts making an upload's variants after the response: the upload does not wait for them. */
export function scheduleVariants(
  storage: Storage,
  originalName: string,
  log: (message: string) => void = console.error,
) {
  ensureVariants(storage, originalName).catch((error: unknown) =>
    log(
      `variants of ${originalName} failed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
}

/**
 * For a variant's file name that is missing: its original's name, when the variant is one
 * that original has (a standard width at most its own); null otherwise.
 */
export async function originalOfVariant(storage: Storage, name: string): Promise<string | null> {
  const variant = parseVariantName(name);
  if (!variant || !variantWidths(variant.width).includes(variant.variantWidth)) return null;
  for (const ext of RESIZED_EXTENSIONS) {
    const original = `${variant.id}.${variant.width}x${variant.height}.${ext}`;
    if ((await storedSize(storage, original)) !== null) return original;
  }
  return null;
}
