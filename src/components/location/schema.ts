import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { linkUrl } from '../../schema/linkUrl';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';
import { linkTargets } from '../links/safeLink';

/** One line of the address, built with the block's content schema, not when its module loads. */
const addressLine = () => z.string().max(300).default('');

export const locationSchema = defineComponentSchema({
  type: 'location',
  label: 'Location',
  group: 'Text',
  description: 'An address or coordinates with a link to the map.',
  content: () => {
    const line = addressLine();
    return z.object({
      address: line,
      city: line,
      state: line,
      zip: z.string().max(40).default(''),
      country: line,
      showIcon: z.boolean().default(true),
      /** Where the location links to; empty means a map link built from the address or coordinates. */
      link: linkUrl().default(''),
      target: z.enum(linkTargets).default('_blank'),
      /**: latitude -90 to 90, longitude -180 to 180. */
      coordinates: z
        .object({
          lat: z.number().min(-90).max(90).optional(),
          lng: z.number().min(-180).max(180).optional(),
        })
        .default({}),
    });
  },
  style: () =>
    z.object({
      ...sharedStyleFields,
      container: z
        .object({
          /**: gap 0 to 24. */
          gap: z.number().min(0).max(24).default(8),
          align: z.enum(['left', 'center', 'right']).default('left'),
        })
        .default({ gap: 8, align: 'left' }),
      text: z
        .object({
          fontSize: z.number().min(8).max(72).default(16),
          color: cssColor.optional(),
          lineHeight: z.number().min(0.5).max(3).default(1.5),
        })
        .default({ fontSize: 16, lineHeight: 1.5 }),
      icon: z
        .object({
          size: z.number().min(12).max(48).default(20),
          color: cssColor.optional(),
        })
        .default({ size: 20 }),
    }),
});

export type LocationData = z.output<typeof locationSchema.content>;
export type LocationStyles = z.output<typeof locationSchema.style>;
