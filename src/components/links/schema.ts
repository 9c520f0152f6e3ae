import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { linkUrl } from '../../schema/linkUrl';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';
import { MAX_SVG_LENGTH } from '../../schema/sanitize/svg';
import { linkTargets } from './safeLink';

/** blocks.md: link types. */
export const linkTypes = [
  'x',
  'facebook',
  'instagram',
  'tiktok',
  'linkedin',
  'reddit',
  'discord',
  'whatsapp',
  'telegram',
  'custom',
] as const;
export type LinkType = (typeof linkTypes)[number];

/** One link of the list, built with the block's content schema, not when its module loads. */
const linkItemSchema = () =>
  z.object({
    /** Stable id for the editor's list; duplicates (e.g. two added with the default) are tolerated. */
    id: z.string().min(1).max(100).default('link'),
    type: z.enum(linkTypes).default('custom'),
    url: linkUrl().default(''),
    text: z.string().max(200).default(''),
    target: z.enum(linkTargets).default('_blank'),
    /** A custom SVG icon; sanitised (no script, no event handlers, no external references) when shown. */
    icon: z.string().max(MAX_SVG_LENGTH).default(''),
  });
export type LinkItem = z.output<ReturnType<typeof linkItemSchema>>;

export const linksSchema = defineComponentSchema({
  type: 'links',
  label: 'Links',
  group: 'Actions',
  description: 'A list of social or custom links.',
  content: () =>
    z.object({
      title: z.string().max(200).default('Links'),
      showTitles: z.boolean().default(true),
      showIcons: z.boolean().default(true),
      /**: 1 to 20 links. */
      links: z
        .array(linkItemSchema())
        .min(1)
        .max(20)
        .default([
          { id: 'link-1', type: 'custom', url: '', text: 'My link', target: '_blank', icon: '' },
        ]),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      /**: gap 0 to 32 (default 8). */
      gap: z.number().min(0).max(32).default(8),
      layout: z.enum(['list', 'row']).default('list'),
      align: z.enum(['left', 'center', 'right']).default('center'),
      title: z
        .object({
          fontSize: z.number().min(8).max(72).default(18),
          color: cssColor.optional(),
          marginBottom: z.number().min(0).max(100).default(12),
        })
        .default({ fontSize: 18, marginBottom: 12 }),
      link: z
        .object({
          fontSize: z.number().min(8).max(72).default(16),
          color: cssColor.optional(),
          backgroundColor: cssColor.optional(),
          borderColor: cssColor.optional(),
          borderRadius: z.number().min(0).max(100).optional(),
        })
        .default({ fontSize: 16 }),
      icon: z
        .object({
          size: z.number().min(12).max(48).default(20),
          /** Unset means each brand's own colour (custom icons use the text colour). */
          color: cssColor.optional(),
        })
        .default({ size: 20 }),
    }),
});

export type LinksData = z.output<typeof linksSchema.content>;
export type LinksStyles = z.output<typeof linksSchema.style>;
