import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';

/** blocks.md: the description preview length is 50 to 500 characters, default 80. */
export const MIN_PREVIEW_CHARACTERS = 50;
export const MAX_PREVIEW_CHARACTERS = 500;
export const DEFAULT_PREVIEW_CHARACTERS = 80;

/**
 * A text style of the card (title, description, price, edition), built with the card's style
 * schema rather than when the registry imports this module.
 */
const textStyle = () =>
  z.object({
    color: cssColor.optional(),
    fontSize: z.number().min(8).max(72).optional(),
  });

export const productCardSchema = defineComponentSchema({
  type: 'product-card',
  label: 'Product card',
  group: 'Product',
  description: "The item's title, description, price and edition number.",
  // blocks.md "Product card data": every flag defaults to true.
  content: () =>
    z.object({
      showQuantity: z.boolean().default(true),
      showPrice: z.boolean().default(true),
      showTitle: z.boolean().default(true),
      showDescription: z.boolean().default(true),
      maxCharacters: z
        .number()
        .int()
        .min(MIN_PREVIEW_CHARACTERS)
        .max(MAX_PREVIEW_CHARACTERS)
        .default(DEFAULT_PREVIEW_CHARACTERS),
    }),
  style: () => {
    const text = textStyle();
    return z.object({
      ...sharedStyleFields,
      title: text.default({}),
      description: text.default({}),
      price: text.default({}),
      edition: text.default({}),
    });
  },
});

export type ProductCardData = z.output<typeof productCardSchema.content>;
export type ProductCardStyles = z.output<typeof productCardSchema.style>;
