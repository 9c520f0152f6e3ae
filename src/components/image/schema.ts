import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { linkUrl } from '../../schema/linkUrl';
import { cssColor, cssValue } from '../../schema/cssValue';
import { objectFits, sharedStyleFields } from '../../schema/styleFields';
import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_LIMITS } from '../../ui/upload/thresholds';
import { linkTargets } from '../links/safeLink';

/** blocks.md: the image upload takes at most 5242880 bytes, image types only. */
export const imageUploadBounds = {
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  accept: ACCEPTED_IMAGE_TYPES,
} as const;

/**: the image block's default box height. */
export const IMAGE_DEFAULT_HEIGHT = 220;

export const imageAligns = ['left', 'center', 'right'] as const;

export const imageSchema = defineComponentSchema({
  type: 'image',
  label: 'Image',
  group: 'Media',
  description: 'An uploaded or linked image with alt text, caption and link.',
  content: () =>
    z.object({
      source: z.enum(['upload', 'url']).default('upload'),
      /** The image's address: an uploaded file's URL or a linked one. */
      src: z
        .string()
        .trim()
        .max(2048)
        .default('')
        .meta({ upload: { widget: 'image-upload', ...imageUploadBounds } }),
      alt: z.string().max(300).default('Image'),
      caption: z.string().max(500).default(''),
      link: linkUrl().default(''),
      target: z.enum(linkTargets).default('_self'),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      image: z
        .object({
          align: z.enum(imageAligns).default('center'),
          /** Pixels; unset fills the width. */
          width: z.number().min(0).max(1000).optional(),
          /** Pixels; unset is the default box height of 220 px. */
          height: z.number().min(0).max(1000).optional(),
          objectFit: z.enum(objectFits).default('cover'),
          objectPosition: cssValue.default('center'),
          borderRadius: z.number().min(0).max(300).default(0),
          /** A CSS filter ('grayscale(1)', 'blur(2px)'), checked like every CSS value. */
          filter: cssValue.default('none'),
        })
        .default({
          align: 'center',
          objectFit: 'cover',
          objectPosition: 'center',
          borderRadius: 0,
          filter: 'none',
        }),
      caption: z
        .object({
          fontSize: z.number().min(8).max(32).default(14),
          margin: z.number().min(0).max(32).default(8),
          color: cssColor.optional(),
          align: z.enum(imageAligns).default('center'),
        })
        .default({ fontSize: 14, margin: 8, align: 'center' }),
    }),
});

export type ImageData = z.output<typeof imageSchema.content>;
export type ImageStyles = z.output<typeof imageSchema.style>;
