import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';
import { autoplayFields, carouselStyleFields, deviceFlags } from '../carousel/carouselStyle';

/**
 * blocks.md Product media: autoplay (default false), interval 1-30 s (default 5),
 * pauseOnHover (default true), hideNavigation per device (default true each), hidePagination per
 * device (default false each); the carousel styles (height default 400 px, slides gap and radius
 * 0-100, arrows 20-100 default 40, opacity 0-1 default 0.8 / hover 1, dots 4-16 default 8, gap
 * 2-12 default 4).
 */
export const productMediaSchema = defineComponentSchema({
  type: 'product-media',
  label: 'Product media',
  group: 'Product',
  description: "A carousel of the collection's gallery images.",
  content: () =>
    z.object({
      ...autoplayFields(),
      hideNavigation: deviceFlags(true),
      hidePagination: deviceFlags(false),
    }),
  style: () => z.object({ ...sharedStyleFields, ...carouselStyleFields() }),
});

export type ProductMediaData = z.output<typeof productMediaSchema.content>;
export type ProductMediaStyles = z.output<typeof productMediaSchema.style>;
