/**
 * Upload guidance shared by every upload in the product (foundation.md).
 *
 * - `imageUploadGuidance(file)` → { kind, accepted, error, compress, warnings, help }: pure, for
 *   showing guidance the moment a file is chosen.
 * - `compressImage(file, onProgress)` → { file, compressed, originalSize }: jpeg/png over 1.5 MB
 *   to at most 1600 px, quality 0.75/0.85; the original on failure.
 * - `prepareImageUpload(file, onProgress)` → the file to send, or { title, message } to show.
 * - `imageDecodes(file)` → whether the browser can open it (signature, then a decode).
 * - `refusalBeforeCompressing(file)` / `refusalAfterCompressing(result)` → why an image over
 *   the limit is refused, true to what happened (not tried, not smaller, still too large).
 * - `formatFileSize(bytes)` → '6.2 MB'. `uploadMessages` holds every text.
 * React views live in ./UploadGuidance (`<UploadGuidance guidance={…}/>`, `<UploadProgress percent={…}/>`,
 * `uploadGuidanceCss`), so this entry stays React-free.
 */
export { formatFileSize, MB } from './sizes';
export {
  IMAGE_UPLOAD_LIMITS,
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_IMAGE_EXTENSIONS,
  IMAGE_ACCEPT_ATTRIBUTE,
} from './thresholds';
export { uploadMessages } from './messages';
export {
  acceptedImageGuidance,
  imageUploadGuidance,
  imageKind,
  type FileLike,
  type ImageKind,
  type ImageUploadGuidance,
} from './imageUploadGuidance';
export { imageDecodes } from './decodeImage';
export { readPixelSize, type PixelSize } from './imagePixels';
export {
  refusalAfterCompressing,
  refusalBeforeCompressing,
  refusalSentences,
  type SizeRefusal,
} from './sizeRefusal';
export {
  compressImage,
  prepareImageUpload,
  type CompressionResult,
  type Compressor,
  type PreparedUpload,
  type ProgressCallback,
} from './compressImage';
