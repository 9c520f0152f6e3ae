import { messageGroup, t } from '../../i18n/i18n';
import { formatFileSize } from './sizes';

/** Every text of the upload guidance, word for word from foundation.md where it gives one. */
export const uploadMessages = Object.assign(
  messageGroup('upload', [
    'exceedsLimitHelp',
    'autoOptimizedHelp',
    'jpegPhoneHint',
    'invalidType',
    'onlyOneFile',
    'processingFailed',
    'stillTooLargeTitle',
    'optimizing',
    'notSmaller',
    'unreadable',
  ]),
  {
    exceedsLimit: (size: number) => t('upload.exceedsLimit', { size: formatFileSize(size) }),
    largeFile: (size: number) => t('upload.largeFile', { size: formatFileSize(size) }),
    stillTooLarge: (size: number) => t('upload.stillTooLarge', { size: formatFileSize(size) }),
    tooLargeToCompress: (width: number, height: number) =>
      t('upload.tooLargeToCompress', { width: String(width), height: String(height) }),
    optimized: (from: number, to: number) =>
      t('upload.optimized', { from: formatFileSize(from), to: formatFileSize(to) }),
  },
);
