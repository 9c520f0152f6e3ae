import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { objectFits, sharedStyleFields } from '../../schema/styleFields';
import { autoplayFields, carouselStyleFields, deviceFlags } from './carouselStyle';

export const captionStyles = ['overlay', 'bottom'] as const;
export const titleStyles = ['with-caption', 'above-slide'] as const;
export const carouselOrientations = ['horizontal', 'vertical'] as const;

/** Built with the carousel's content schema, not when the registry imports this module. */
const carouselImage = () =>
  z.object({
    src: z.string().trim().max(2048).default(''),
    alt: z.string().max(300).default(''),
    title: z.string().max(200).default(''),
    caption: z.string().max(500).default(''),
    objectFit: z.enum(objectFits).default('cover'),
  });

/**
 * foundation.md Carousel data: images (src, alt, title, caption, objectFit), autoplay,
 * interval (default 5 s), pauseOnHover (default true), captionStyle, titleStyle, hideNavigation
 * and hidePagination per device. Loops.
 */
export const carouselSchema = defineComponentSchema({
  type: 'carousel',
  label: 'Carousel',
  group: 'Media',
  description: 'A slideshow of images with captions, arrows and dots.',
  content: () =>
    z.object({
      images: z.array(carouselImage()).max(50).default([]),
      ...autoplayFields(),
      captionStyle: z.enum(captionStyles).default('overlay'),
      titleStyle: z.enum(titleStyles).default('with-caption'),
      orientation: z.enum(carouselOrientations).default('horizontal'),
      hideNavigation: deviceFlags(false),
      hidePagination: deviceFlags(false),
    }),
  style: () => z.object({ ...sharedStyleFields, ...carouselStyleFields() }),
});

export type CarouselData = z.output<typeof carouselSchema.content>;
export type CarouselStyles = z.output<typeof carouselSchema.style>;
export type CarouselImage = CarouselData['images'][number];
