import { formatFileSize } from '../../ui/upload/sizes';

/** foundation.md: video upload, video files only, at most 5 MB (5242880 bytes). */
export const VIDEO_UPLOAD_MAX_BYTES = 5242880;
export const VIDEO_ACCEPT_ATTRIBUTE = 'video/*';

export const videoUploadMessages = {
  notVideo: 'Please select a video file.',
  tooLarge: (size: number) => `File size (${formatFileSize(size)}) exceeds 5MB limit`,
  tooLargeHelp: 'Try a shorter clip or a lower resolution.',
} as const;

/** The check the editor's video upload runs before sending a file. */
export function videoUploadGuidance(file: { type: string; size: number }): {
  accepted: boolean;
  error: string | null;
  help: string | null;
} {
  if (!file.type.toLowerCase().startsWith('video/')) {
    return { accepted: false, error: videoUploadMessages.notVideo, help: null };
  }
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) {
    return {
      accepted: false,
      error: videoUploadMessages.tooLarge(file.size),
      help: videoUploadMessages.tooLargeHelp,
    };
  }
  return { accepted: true, error: null, help: null };
}
