import { z } from 'zod';
import { builtOnce } from '../../schema/builtOnce';
import { cssColor, cssLength, cssValue } from '../../schema/cssValue';
import { borderStyles } from '../../schema/styleFields';

/** Per-device flags with the breakpoints of the carousel controls (<768, 768-1023, >=1024). */
export function deviceFlags(defaultValue: boolean) {
  return z
    .object({
      mobile: z.boolean().default(defaultValue),
      tablet: z.boolean().default(defaultValue),
      desktop: z.boolean().default(defaultValue),
    })
    .prefault({});
}
export type DeviceFlags = z.output<ReturnType<typeof deviceFlags>>;

export const carouselAspectRatios = ['auto', '16:9', '4:3', '3:2', '1:1', '3:4', '9:16'] as const;
export const indicatorPositions = ['inside', 'outside'] as const;

/**
 * The carousel styles shared by the carousel and product-media components (blocks.md):
 * carousel{height, aspectRatio, border, boxShadow}, slides{gap, borderRadius},
 * navigation{height, width, backgroundColor, hoverBackgroundColor, opacity, hoverOpacity, border,
 * icon{fill, size}}, indicators{backgroundColor, activeBackgroundColor, size, gap, position}.
 */
export const carouselStyleFields = () => ({
  carousel: z
    .object({
      /** Default 400 px (blocks.md). Ignored when an aspect ratio is set. */
      height: cssLength.default('400px'),
      aspectRatio: z.enum(carouselAspectRatios).default('auto'),
      border: z
        .object({
          color: cssColor.optional(),
          width: z.number().min(0).max(20).default(0),
          radius: z.number().min(0).max(100).default(0),
          style: z.enum(borderStyles).default('solid'),
        })
        .prefault({}),
      boxShadow: cssValue.optional(),
    })
    .prefault({}),
  slides: z
    .object({
      gap: z.number().min(0).max(100).default(0),
      borderRadius: z.number().min(0).max(100).default(0),
    })
    .prefault({}),
  navigation: z
    .object({
      /** Arrow button size, 20-100, default 40. */
      width: z.number().min(20).max(100).default(40),
      height: z.number().min(20).max(100).default(40),
      backgroundColor: cssColor.optional(),
      hoverBackgroundColor: cssColor.optional(),
      opacity: z.number().min(0).max(1).default(0.8),
      hoverOpacity: z.number().min(0).max(1).default(1),
      border: z
        .object({
          color: cssColor.optional(),
          width: z.number().min(0).max(20).default(0),
          radius: z.number().min(0).max(100).default(100),
        })
        .prefault({}),
      icon: z
        .object({
          fill: cssColor.optional(),
          size: z.number().min(12).max(48).default(20),
        })
        .prefault({}),
    })
    .prefault({}),
  indicators: z
    .object({
      backgroundColor: cssColor.optional(),
      activeBackgroundColor: cssColor.optional(),
      /** Dot size 4-16, default 8. */
      size: z.number().min(4).max(16).default(8),
      /** Space between dots 2-12, default 4. */
      gap: z.number().min(2).max(12).default(4),
      position: z.enum(indicatorPositions).default('inside'),
    })
    .prefault({}),
});

export const carouselStyleSchema = builtOnce(() => z.object(carouselStyleFields()));
export type CarouselStyle = z.output<ReturnType<typeof carouselStyleSchema>>;

/** Autoplay settings shared by both carousels (foundation.md, blocks.md). */
export const autoplayFields = () => ({
  autoplay: z.boolean().default(false),
  /** Seconds between slides, 1-30, default 5. */
  interval: z.number().min(1).max(30).default(5),
  pauseOnHover: z.boolean().default(true),
});
