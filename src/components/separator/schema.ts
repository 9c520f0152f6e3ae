import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { borderStyles, sharedStyleFields } from '../../schema/styleFields';

export const separatorSchema = defineComponentSchema({
  type: 'separator',
  label: 'Separator',
  group: 'Layout',
  description: 'A horizontal line between blocks.',
  content: () => z.object({}),
  style: () =>
    z.object({
      ...sharedStyleFields,
      /** Unset means the theme's border colour. */
      color: cssColor.optional(),
      /**: thickness 1 to 20 (default 1). */
      thickness: z.number().min(1).max(20).default(1),
      /**: style solid by default. */
      // blocks.md: the line takes the border styles every block's border offers.
      style: z.enum(borderStyles).default('solid'),
    }),
});

export type SeparatorStyles = z.output<typeof separatorSchema.style>;
