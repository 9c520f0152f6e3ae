import { uploadMessages } from './messages';
import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_LIMITS } from './thresholds';

/** What the guidance needs of a file; a browser `File` fits. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface ImageUploadGuidance {
  /** jpeg, png or webp; null when the file is not an accepted image. */
  kind: ImageKind | null;
  /** False when the upload cannot go ahead: wrong type, or too large with no way to shrink it. */
  accepted: boolean;
  /** Why the upload cannot go ahead (with `accepted` false). */
  error: string | null;
  /** Will be compressed before upload (jpeg or png over 1.5 MB). */
  compress: boolean;
  /** Warnings to show beside the file, most important first. */
  warnings: string[];
  /** Help lines under the warnings. */
  help: string[];
  /** What was done to the file once accepted ('Optimized from 2 MB to 391 KB.'). */
  note?: string;
}

/** The accepted image kind of a file from its MIME type, or its extension when the type is blank. */
export function imageKind(file: Pick<FileLike, 'name' | 'type'>): ImageKind | null {
  const type = file.type.toLowerCase();
  if (type) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) return null;
    if (type === 'image/png') return 'png';
    if (type === 'image/webp') return 'webp';
    return 'jpeg';
  }
  const name = file.name.toLowerCase();
  const extension = ACCEPTED_IMAGE_EXTENSIONS.find((ext) => name.endsWith(ext));
  if (!extension) return null;
  if (extension === '.png') return 'png';
  if (extension === '.webp') return 'webp';
  return 'jpeg';
}

/**
 * foundation.md "Image upload guidance" for one chosen file, as data a form shows: accepted
 * types jpeg/jpg/png/webp; over 1.5 MB jpeg and png are optimised automatically; over 4.5 MB a
 * 'Large file detected' warning; over 5 MB the limit warning; a JPEG over 1 MB the phone-photo hint.
 * A file over 5 MB that compression can shrink is still accepted: the size is checked again after
 * compression (see prepareImageUpload).
 */
export function imageUploadGuidance(file: FileLike): ImageUploadGuidance {
  const kind = imageKind(file);
  if (kind === null) {
    return {
      kind,
      accepted: false,
      error: uploadMessages.invalidType,
      compress: false,
      warnings: [],
      help: [],
    };
  }
  const { size } = file;
  const limits = IMAGE_UPLOAD_LIMITS;
  const compress = (kind === 'jpeg' || kind === 'png') && size > limits.compressAboveBytes;
  const warnings: string[] = [];
  const help: string[] = [];
  if (size > limits.maxBytes) {
    warnings.push(uploadMessages.exceedsLimit(size));
    help.push(uploadMessages.exceedsLimitHelp);
  }
  if (size > limits.largeBytes) warnings.push(uploadMessages.largeFile(size));
  // Only jpeg and png are optimised (foundation.md): a webp is never told it will be.
  if (compress) help.push(uploadMessages.autoOptimizedHelp);
  if (kind === 'jpeg' && size > limits.jpegHintBytes) help.push(uploadMessages.jpegPhoneHint);
  const tooLarge = size > limits.maxBytes && !compress;
  return {
    kind,
    accepted: !tooLarge,
    error: tooLarge ? uploadMessages.exceedsLimit(size) : null,
    compress,
    warnings,
    help,
  };
}

/**
 * What to show once an optimised image is accepted: the warnings about the original (its size
 * over the limit, "large file") no longer hold, so they give way to what the optimisation did.
 * Null when the image was sent as it was (its own guidance still applies).
 */
export function acceptedImageGuidance(
  original: FileLike,
  sent: FileLike,
): ImageUploadGuidance | null {
  if (sent.size >= original.size) return null;
  return {
    kind: imageKind(sent),
    accepted: true,
    error: null,
    compress: false,
    warnings: [],
    help: [],
    note: uploadMessages.optimized(original.size, sent.size),
  };
}
