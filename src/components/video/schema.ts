import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssLength } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';

export const videoSourceTypes = ['url', 'upload'] as const;
export const videoAspectRatios = ['16:9', '4:3', '1:1', '9:16', '21:9', 'auto'] as const;

/**
 * foundation.md keeps a quirk: rendering treats a missing `muted` as on, while the editor's
 * field starts off. The schema leaves muted absent by default (the renderer reads absent as on)
 * and tells the editor's form its own default of off through the JSON-schema default.
 */
export const VIDEO_MUTED_RENDER_DEFAULT = true;
export const VIDEO_MUTED_EDITOR_DEFAULT = false;

/** foundation.md Video data: type, src, autoplay, muted, loop, controls; styles height, width, aspectRatio. */
export const videoSchema = defineComponentSchema({
  type: 'video',
  label: 'Video',
  group: 'Media',
  description: 'A YouTube or Vimeo link, a video URL or an uploaded clip.',
  content: () =>
    z.object({
      type: z.enum(videoSourceTypes).default('url'),
      src: z.string().trim().max(2048).default(''),
      /** Poster image of an uploaded clip (the frame at 1 s). */
      poster: z.string().trim().max(2048).default(''),
      autoplay: z.boolean().default(false),
      muted: z.boolean().optional().meta({ default: VIDEO_MUTED_EDITOR_DEFAULT }),
      loop: z.boolean().default(false),
      controls: z.boolean().default(true),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      video: z
        .object({
          width: cssLength.default('100%'),
          /** Blank: the height follows the aspect ratio. */
          height: cssLength.optional(),
          aspectRatio: z.enum(videoAspectRatios).default('16:9'),
        })
        .prefault({}),
    }),
});

export type VideoData = z.output<typeof videoSchema.content>;
export type VideoStyles = z.output<typeof videoSchema.style>;
