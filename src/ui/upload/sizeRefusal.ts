import { imageDecodes } from './decodeImage';
import type { CompressionResult } from './compressImage';
import { imageUploadGuidance } from './imageUploadGuidance';
import { readPixelSize } from './imagePixels';
import { uploadMessages } from './messages';
import { IMAGE_UPLOAD_LIMITS } from './thresholds';

/**
 * Why an image over the limit is refused, in words true to what happened:
 * - `still-too-large`: it was compressed and is still over 5 MB — the spec's own toast, "File
 *   still too large after optimization" / "Even after compression (X)…", X the compressed size;
 * - `not-smaller`: compression was tried but gave nothing smaller (or failed on an image the
 *   browser draws): the limit in the spec's words, "File size (X) exceeds 5MB limit", X the
 *   original's size, and that it could not be made smaller — never "even after compression";
 * - `too-large-to-compress`: more pixels than a browser can draw, so it is not even tried;
 * - `unreadable`: compression failed because the image does not open at all.
 */
export interface SizeRefusal {
  kind: 'still-too-large' | 'not-smaller' | 'too-large-to-compress' | 'unreadable';
  title: string;
  message: string;
}

/**
 * An image that would be compressed but is over the limit and larger, in pixels, than any
 * browser can draw: refused before a try that can only fail (and that may take the tab's memory
 * with it). Null for every other file.
 */
export async function refusalBeforeCompressing(file: File): Promise<SizeRefusal | null> {
  if (!imageUploadGuidance(file).compress || file.size <= IMAGE_UPLOAD_LIMITS.maxBytes) return null;
  const pixels = await readPixelSize(file);
  if (!pixels || pixels.width * pixels.height <= IMAGE_UPLOAD_LIMITS.maxCompressiblePixels) {
    return null;
  }
  return {
    kind: 'too-large-to-compress',
    title: uploadMessages.exceedsLimit(file.size),
    message: uploadMessages.tooLargeToCompress(pixels.width, pixels.height),
  };
}

/** What compression gave, still over the limit: why, as it happened. Null when it may be sent. */
export async function refusalAfterCompressing(
  result: CompressionResult,
): Promise<SizeRefusal | null> {
  const size = result.file.size;
  if (size <= IMAGE_UPLOAD_LIMITS.maxBytes) return null;
  if (result.compressed) {
    return {
      kind: 'still-too-large',
      title: uploadMessages.stillTooLargeTitle,
      message: uploadMessages.stillTooLarge(size),
    };
  }
  if (result.kept === 'failed' && !(await imageDecodes(result.file))) {
    return { kind: 'unreadable', title: uploadMessages.unreadable, message: '' };
  }
  return {
    kind: 'not-smaller',
    title: uploadMessages.exceedsLimit(size),
    // A file compression never applied to (not jpeg or png) is not said to resist it.
    message: result.kept ? uploadMessages.notSmaller : '',
  };
}

/**
 * A refusal's title and explanation as one text of sentences, for a form that shows one line:
 * the title (written as a heading, without a full stop) gets one before the explanation.
 */
export function refusalSentences({ title, message }: Pick<SizeRefusal, 'title' | 'message'>) {
  if (!message) return title;
  return `${/[.!?。]$/.test(title) ? title : `${title}.`} ${message}`;
}
