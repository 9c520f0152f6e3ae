import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, type UploadKind } from '../../src/schema/entities/upload';
import type { Db } from '../db/connect';
import { uploads } from '../db/schema';
import { ApiError } from '../errors';
import type { Storage } from '../storage';
import { newId } from './ids';
import { imageFileName, probeImage, scheduleVariants } from './imageVariants';

/** What we accept, by sniffed content. SVG is left out: it can carry script. */
export const ACCEPTED: Record<string, { kind: UploadKind; ext: string }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/x-m4a': { kind: 'audio', ext: 'm4a' },
  'audio/aac': { kind: 'audio', ext: 'aac' },
  'audio/ogg': { kind: 'audio', ext: 'ogg' },
  'audio/wav': { kind: 'audio', ext: 'wav' },
  'audio/x-wav': { kind: 'audio', ext: 'wav' },
  'audio/flac': { kind: 'audio', ext: 'flac' },
  'audio/x-flac': { kind: 'audio', ext: 'flac' },
  'font/woff2': { kind: 'font', ext: 'woff2' },
  'font/woff': { kind: 'font', ext: 'woff' },
  'font/otf': { kind: 'font', ext: 'otf' },
  'font/ttf': { kind: 'font', ext: 'ttf' },
};

/** By extension, for serving: the names are ours, so the extension is the sniffed type. */
export const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.entries(ACCEPTED).map(([mime, { ext }]) => [ext, mime]),
);

function fileLike(value: unknown): value is File {
  return (
    typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'
  );
}

/** The file's name on the sender's computer, cut to what the library shows; null when none. */
function uploadedName(file: File): string | null {
  const name = typeof file.name === 'string' ? file.name.trim() : '';
  return name === '' || name === 'blob' ? null : name.slice(0, 200);
}

/**
 * Checks an uploaded file by its content (not its name or declared type), within 5242880 bytes,
 * optionally of one kind or a set of mime types, puts it in the storage and records it. An
 * image's name carries its size, and its resized variants are made after the response
 * (server/services/imageVariants.ts).
 */
export async function storeUpload(
  db: Db,
  storage: Storage,
  value: unknown,
  options: {
    field: string;
    kind?: UploadKind;
    mimes?: readonly string[];
    /** Where a failure to make an image's variants is reported (they are made after). */
    log?: (message: string) => void;
    /** The site whose media library lists the file; none for a visitor's post image. */
    siteId?: string | null;
  },
): Promise<{
  url: string;
  kind: UploadKind;
  mime: string;
  size: number;
  width?: number;
  height?: number;
}> {
  if (Array.isArray(value) && value.length > 1) {
    throw new ApiError(400, `${options.field}: send one file, not ${value.length}`);
  }
  if (!fileLike(value)) throw new ApiError(400, `${options.field}: a file is required`);
  if (value.size === 0) throw new ApiError(400, `${options.field}: the file is empty`);
  if (value.size > UPLOAD_MAX_BYTES) {
    throw new ApiError(
      413,
      `File too large: ${options.field} is ${value.size} bytes; the limit is ${UPLOAD_MAX_BYTES} bytes (5MB)`,
    );
  }
  const bytes = Buffer.from(await value.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const accepted = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  const allowed = options.mimes
    ? `${options.mimes.join(', ')}`
    : options.kind
      ? `${options.kind} files`
      : 'images, video, audio or fonts';
  if (!sniffed || !accepted || (options.mimes && !options.mimes.includes(sniffed.mime))) {
    const found = sniffed ? sniffed.mime : 'not a recognised media file';
    throw new ApiError(415, `${options.field}: content is ${found}; accepted: ${allowed}`);
  }
  if (options.kind && accepted.kind !== options.kind) {
    throw new ApiError(
      415,
      `${options.field}: content is ${sniffed.mime}, not ${options.kind === 'image' ? 'an image' : options.kind}`,
    );
  }
  // An image's size is read (and a hostile one refused) before anything is stored.
  const image = accepted.kind === 'image' ? await probeImage(bytes, options.field) : null;
  const id = newId('upl');
  const fileName = image ? imageFileName(id, accepted.ext, image) : `${id}.${accepted.ext}`;
  await storage.put(fileName, bytes, sniffed.mime);
  await db.insert(uploads).values({
    id,
    siteId: options.siteId ?? null,
    kind: accepted.kind,
    mime: sniffed.mime,
    size: bytes.length,
    fileName,
    name: uploadedName(value),
    width: image?.width ?? null,
    height: image?.height ?? null,
  });
  if (image && !image.animated) scheduleVariants(storage, fileName, options.log);
  return {
    url: `/uploads/${fileName}`,
    kind: accepted.kind,
    mime: sniffed.mime,
    size: bytes.length,
    ...(image ? { width: image.width, height: image.height } : {}),
  };
}
