import { MB } from './sizes';

/** foundation.md image upload guidance: the numbers every upload in the product shares. */
export const IMAGE_UPLOAD_LIMITS = {
  /** Hard limit: 5 MB (5242880 bytes). */
  maxBytes: 5 * MB,
  /** Above this, a 'Large file detected' warning: 4.5 MB. */
  largeBytes: 4.5 * MB,
  /** Above this, jpeg and png are compressed before upload: 1.5 MB (1572864 bytes). */
  compressAboveBytes: 1.5 * MB,
  /** A JPEG above this gets the phone-photo hint: 1 MB. */
  jpegHintBytes: 1 * MB,
  /** Longest side after compression. */
  maxSidePx: 1600,
  /**
   * The most pixels an image may have for the browser to compress it: the largest canvas
   * Chromium draws (16384 × 16384). A larger one cannot be drawn to be shrunk, so it is refused
   * before trying rather than after a failed try.
   */
  maxCompressiblePixels: 16384 * 16384,
  /** Compression quality per type. */
  quality: { 'image/jpeg': 0.75, 'image/png': 0.85 },
} as const;

/** Accepted image types (foundation.md): jpeg, jpg, png, webp. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** For `<input type="file" accept=…>`. */
export const IMAGE_ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(
  ',',
);
