import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

/** blocks.md leaves the embed's data "not shown"; docs/decisions/components-2.md says why these. */
export const embedSchema = defineComponentSchema({
  type: 'embed',
  label: 'Embed',
  group: 'Media',
  description: 'A video, song, post, map, form or calendar from a link to a known provider.',
  content: () =>
    z.object({
      /** A link to a YouTube, Vimeo, Spotify, SoundCloud, X, Instagram, TikTok, Google Maps, Typeform, Calendly or Loom page. */
      url: z.string().trim().max(2048).default(''),
      /** What screen readers announce for the frame; empty uses the provider's ('YouTube video'). */
      title: z.string().max(300).default(''),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      align: z.enum(['left', 'center', 'right']).default('center'),
    }),
});

export type EmbedData = z.output<typeof embedSchema.content>;
export type EmbedStyles = z.output<typeof embedSchema.style>;
