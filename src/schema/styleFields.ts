import { z } from 'zod';
import {
  cssColor,
  cssLength,
  cssSignedLength,
  cssSingleLength,
  cssSingleSignedLength,
  cssValue,
} from './cssValue';

/** Border styles the editor offers (blocks.md). */
export const borderStyles = [
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
] as const;
/** Object-fit values (blocks.md). */
export const objectFits = ['cover', 'contain', 'fill', 'scale-down', 'none'] as const;
export const textTransforms = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

/**
 * foundation.md "Shared style fields": spacing, sizing, background, border, shadow. A length
 * takes a negative value where CSS does (margin, a shadow's offsets and spread), no other.
 */
export const spacingStyle = z.object({
  padding: cssLength.optional(),
  margin: cssSignedLength.optional(),
  gap: cssLength.optional(),
});

export const sizingStyle = z.object({
  width: cssLength.optional(),
  minWidth: cssLength.optional(),
  maxWidth: cssLength.optional(),
  height: cssLength.optional(),
  minHeight: cssLength.optional(),
  maxHeight: cssLength.optional(),
});

export const backgroundStyle = z.object({
  color: cssColor.optional(),
  image: z
    .object({
      url: z.string().max(2048).optional(),
      /** Id of an uploaded file, when the image was uploaded rather than linked. */
      file: z.string().max(200).optional(),
    })
    .optional(),
  objectFit: z.enum(objectFits).optional(),
  objectPosition: cssValue.optional(),
  overlay: cssColor.optional(),
});

export const borderStyle = z.object({
  color: cssColor.optional(),
  width: cssLength.optional(),
  radius: cssLength.optional(),
  style: z.enum(borderStyles).optional(),
});

export const shadowStyle = z.object({
  color: cssColor.optional(),
  offsetX: cssSingleSignedLength.optional(),
  offsetY: cssSingleSignedLength.optional(),
  blurRadius: cssSingleLength.optional(),
  spreadRadius: cssSingleSignedLength.optional(),
});

/** The shared groups every component's style schema starts from. */
export const sharedStyleFields = {
  spacing: spacingStyle.optional(),
  sizing: sizingStyle.optional(),
  background: backgroundStyle.optional(),
  border: borderStyle.optional(),
  shadow: shadowStyle.optional(),
};

export const sharedStyles = z.object(sharedStyleFields);
export type SharedStyles = z.output<typeof sharedStyles>;
