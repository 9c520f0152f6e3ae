import { imageKind, imageUploadGuidance } from './imageUploadGuidance';
import { selfHostedCompressor, type Compressor } from './compressor';
import { uploadMessages } from './messages';
import { sniffImageKind } from './sniffImage';
import { refusalAfterCompressing, refusalBeforeCompressing } from './sizeRefusal';
import { IMAGE_UPLOAD_LIMITS } from './thresholds';

export interface CompressionResult {
  file: File;
  /** True when the returned file is the compressed one. */
  compressed: boolean;
  originalSize: number;
  /**
   * Compression applied but the original came back: it failed (an image the browser could not
   * draw) or gave a file no smaller. Then "even after compression" would not be true.
   */
  kept?: 'failed' | 'not-smaller';
}

/** Progress from 0 to 100, for a progress bar. */
export type ProgressCallback = (percent: number) => void;

export type { Compressor };

/**
 * foundation.md: compresses a jpeg or png over 1.5 MB (longest side at most 1600 px, quality
 * 0.75 for jpeg and 0.85 for png), reporting progress. Other files come back untouched. If
 * compression fails, or makes the file larger, the original is used (blocks.md).
 */
export async function compressImage(
  file: File,
  onProgress?: ProgressCallback,
  compressor: Compressor = selfHostedCompressor,
): Promise<CompressionResult> {
  const guidance = imageUploadGuidance(file);
  const originalSize = file.size;
  if (!guidance.compress) {
    onProgress?.(100);
    return { file, compressed: false, originalSize };
  }
  const kind = imageKind(file) === 'png' ? 'image/png' : 'image/jpeg';
  try {
    const output = await compressor(file, {
      maxWidthOrHeight: IMAGE_UPLOAD_LIMITS.maxSidePx,
      initialQuality: IMAGE_UPLOAD_LIMITS.quality[kind],
      fileType: kind,
      useWebWorker: true,
      onProgress: (percent: number) => onProgress?.(percent),
    });
    onProgress?.(100);
    if (output.size >= originalSize) {
      return { file, compressed: false, originalSize, kept: 'not-smaller' };
    }
    const named = new File([output], file.name, { type: kind, lastModified: file.lastModified });
    return { file: named, compressed: true, originalSize };
  } catch (error) {
    console.warn('Image compression failed; uploading the original file', error);
    onProgress?.(100);
    return { file, compressed: false, originalSize, kept: 'failed' };
  }
}

export type PreparedUpload =
  | { ok: true; file: File; compressed: boolean; originalSize: number }
  | { ok: false; title: string; message: string };

/**
 * The whole path every image upload takes: type check (by name or type, then by content), an
 * image too large to compress refused before trying, compression when it applies, then the 5 MB
 * limit on what will actually be sent, each refusal saying what really happened (sizeRefusal.ts).
 * Failures come back as the title and message a form shows (or toasts), never as a throw.
 */
export async function prepareImageUpload(
  file: File,
  onProgress?: ProgressCallback,
  compressor?: Compressor,
): Promise<PreparedUpload> {
  const guidance = imageUploadGuidance(file);
  if (!guidance.accepted) {
    return {
      ok: false,
      title: guidance.error ?? uploadMessages.invalidType,
      message: guidance.help[0] ?? '',
    };
  }
  if ((await sniffImageKind(file)) === null) {
    return { ok: false, title: uploadMessages.invalidType, message: '' };
  }
  const beforeTrying = await refusalBeforeCompressing(file);
  if (beforeTrying) return { ok: false, title: beforeTrying.title, message: beforeTrying.message };
  const result = await compressImage(file, onProgress, compressor);
  const refused = await refusalAfterCompressing(result);
  if (refused) return { ok: false, title: refused.title, message: refused.message };
  return {
    ok: true,
    file: result.file,
    compressed: result.compressed,
    originalSize: result.originalSize,
  };
}
