import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';

/** blocks.md: the default title. */
export const DEFAULT_ATTRIBUTES_TITLE = 'Product Specs';

export const productAttributesSchema = defineComponentSchema({
  type: 'product-attributes',
  label: 'Product attributes',
  group: 'Product',
  description: "A table of the collection's attributes; colours show as swatches.",
  content: () =>
    z.object({
      title: z.string().max(200).default(DEFAULT_ATTRIBUTES_TITLE),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      title: z
        .object({
          color: cssColor.optional(),
          fontSize: z.number().min(8).max(72).optional(),
        })
        .default({}),
      table: z
        .object({
          labelColor: cssColor.optional(),
          valueColor: cssColor.optional(),
          fontSize: z.number().min(8).max(72).optional(),
          dividerColor: cssColor.optional(),
        })
        .default({}),
    }),
});

export type ProductAttributesData = z.output<typeof productAttributesSchema.content>;
export type ProductAttributesStyles = z.output<typeof productAttributesSchema.style>;
