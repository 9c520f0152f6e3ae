import { formatFileSize } from './sizes';

/** Every text of the upload guidance, word for word from foundation.md §5 where it gives one. */
export const uploadMessages = {
  exceedsLimit: (size: number) => `File size (${formatFileSize(size)}) exceeds 5MB limit`,
  exceedsLimitHelp: 'Try taking a photo at a lower resolution or use our automatic compression.',
  autoOptimizedHelp:
    'Images over 1.5MB are automatically optimized for web display and smooth uploading.',
  largeFile: (size: number) => `Large file detected (${formatFileSize(size)})`,
  jpegPhoneHint:
    'Photos taken on a phone often carry extra data (camera details, location) that makes JPEG files larger than they need to be.',
  invalidType: 'Please select a valid image file (.jpg, .jpeg, .png, .webp)',
  onlyOneFile: 'Please select only one image file.',
  processingFailed: 'Failed to process image. Please try again.',
  stillTooLargeTitle: 'File still too large after optimization',
  stillTooLarge: (size: number) =>
    `Even after compression (${formatFileSize(size)}), this file exceeds our 5MB limit. Please try a smaller image.`,
  optimizing: 'Optimizing image…',
  optimized: (from: number, to: number) =>
    `Optimized from ${formatFileSize(from)} to ${formatFileSize(to)}.`,
} as const;
