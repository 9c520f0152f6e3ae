import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { pageUrl } from '../../schema/linkUrl';
import { cssColor, cssLength } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';
import { DISCORD_PLACEHOLDER_CLIENT_ID } from './platforms';

export const shareDirections = ['row', 'column'] as const;
export const shareAlignments = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

/** Built with the share block's content schema, not when the registry imports this module. */
const sharePlatformItem = () =>
  z.object({
    id: z.string().min(1).max(100),
    /** One of sharePlatforms; another name is kept (no data lost) and behaves like copy. */
    platform: z.string().trim().min(1).max(40),
  });

/** foundation.md Share data: title, text, url (blank = current page), showLabels, platforms. */
export const shareSchema = defineComponentSchema({
  type: 'share',
  label: 'Share',
  group: 'Community',
  description: 'Buttons that share the page on social networks, by email or by copying the link.',
  content: () =>
    z.object({
      title: z.string().max(200).default(''),
      text: z.string().max(500).default(''),
      /** Blank means the current page. */
      url: pageUrl().default(''),
      showLabels: z.boolean().default(true),
      platforms: z
        .array(sharePlatformItem())
        .min(1)
        .max(10)
        .default([
          { id: 'facebook', platform: 'facebook' },
          { id: 'x', platform: 'x' },
          { id: 'linkedin', platform: 'linkedin' },
        ]),
      discordClientId: z.string().trim().max(100).default(DISCORD_PLACEHOLDER_CLIENT_ID),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      container: z
        .object({
          flexDirection: z.enum(shareDirections).default('row'),
          justifyContent: z.enum(shareAlignments).default('center'),
          gap: z.number().min(0).max(32).default(8),
        })
        .prefault({}),
      buttons: z
        .object({
          padding: cssLength.default('8px 16px'),
          fontSize: z.number().min(10).max(32).default(14),
          borderRadius: z.number().min(0).max(100).default(6),
          backgroundColor: cssColor.optional(),
          color: cssColor.optional(),
          borderColor: cssColor.optional(),
          borderWidth: z.number().min(0).max(20).default(1),
          hoverBackgroundColor: cssColor.optional(),
        })
        .prefault({}),
      icons: z
        .object({
          size: z.number().min(12).max(48).default(16),
          /** Icon colour; blank uses the button's text colour. */
          fill: cssColor.optional(),
          /** Paint each brand icon in its brand colour (ignored when fill is set). */
          brandColors: z.boolean().default(false),
        })
        .prefault({}),
    }),
});

export type ShareData = z.output<typeof shareSchema.content>;
export type ShareStyles = z.output<typeof shareSchema.style>;
