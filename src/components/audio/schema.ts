import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

/** blocks.md: audio upload max 5 MB. */
export const audioUploadBounds = {
  maxBytes: 5 * 1024 * 1024,
  accept: [
    'audio/mpeg',
    'audio/mp4',
    'audio/aac',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/webm',
    'audio/flac',
  ],
} as const;

export const audioSchema = defineComponentSchema({
  type: 'audio',
  label: 'Audio',
  group: 'Media',
  description: 'An audio file, or a Spotify or SoundCloud player.',
  content: () =>
    z.object({
      type: z.enum(['url', 'upload']).default('url'),
      src: z
        .string()
        .trim()
        .max(2048)
        .default('')
        .meta({ upload: { widget: 'audio-upload', ...audioUploadBounds } }),
      autoplay: z.boolean().default(false),
      loop: z.boolean().default(false),
    }),
  style: () => z.object({ ...sharedStyleFields }),
});

export type AudioData = z.output<typeof audioSchema.content>;
