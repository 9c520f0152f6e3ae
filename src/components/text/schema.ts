import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sanitizeHtml } from '../../schema/sanitize/html';
import { sharedStyleFields, textTransforms } from '../../schema/styleFields';

export const TEXT_DEFAULT_CONTENT = '<p>Text component</p>';
export const textAligns = ['left', 'center', 'right', 'justify'] as const;
export const fontFamilies = ['body', 'heading'] as const;

interface TypographyDefaults {
  fontSize: number;
  fontSizeMin: number;
  fontSizeMax: number;
  lineHeight: number;
  lineHeightMin: number;
  lineHeightMax: number;
  marginBottom: number;
  fontFamily: (typeof fontFamilies)[number];
}

/** One typography group (foundation.md): color, fontSize, lineHeight, letterSpacing,
 * textTransform, fontFamily, align, marginBottom. Sizes are px numbers. */
function typography(d: TypographyDefaults) {
  return z
    .object({
      color: cssColor.optional(),
      fontSize: z.number().min(d.fontSizeMin).max(d.fontSizeMax).default(d.fontSize),
      lineHeight: z.number().min(d.lineHeightMin).max(d.lineHeightMax).default(d.lineHeight),
      /** px; blocks.md letter spacing -2 to 10. */
      letterSpacing: z.number().min(-2).max(10).default(0),
      textTransform: z.enum(textTransforms).default('none'),
      fontFamily: z.enum(fontFamilies).default(d.fontFamily),
      align: z.enum(textAligns).default('left'),
      marginBottom: z.number().min(0).max(100).default(d.marginBottom),
    })
    .prefault({});
}

/**
 * foundation.md Text: rich HTML (default '<p>Text component</p>'), sanitised by the
 * schema itself so the client, the server and parseLayout all store and show the same safe HTML.
 */
export const textSchema = defineComponentSchema({
  type: 'text',
  label: 'Text',
  group: 'Text',
  description: 'Rich text with headings, lists and links.',
  content: () =>
    z.object({
      content: z.string().max(200_000).overwrite(sanitizeHtml).default(TEXT_DEFAULT_CONTENT),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      // text: fontSize 8-24, lineHeight 0.5-3, line height 1.5, align left
      text: typography({
        fontSize: 16,
        fontSizeMin: 8,
        fontSizeMax: 24,
        lineHeight: 1.5,
        lineHeightMin: 0.5,
        lineHeightMax: 3,
        marginBottom: 12,
        fontFamily: 'body',
      }),
      // h1: 24-72, line height 0.8-2, margin 0-100; defaults 32 / 1.2 / 16
      h1: typography({
        fontSize: 32,
        fontSizeMin: 24,
        fontSizeMax: 72,
        lineHeight: 1.2,
        lineHeightMin: 0.8,
        lineHeightMax: 2,
        marginBottom: 16,
        fontFamily: 'heading',
      }),
      // h2: 18-48; defaults 24 / 1.3 / 12
      h2: typography({
        fontSize: 24,
        fontSizeMin: 18,
        fontSizeMax: 48,
        lineHeight: 1.3,
        lineHeightMin: 0.8,
        lineHeightMax: 2,
        marginBottom: 12,
        fontFamily: 'heading',
      }),
      // h3: 16-36; defaults 20 / 1.4 / 8
      h3: typography({
        fontSize: 20,
        fontSizeMin: 16,
        fontSizeMax: 36,
        lineHeight: 1.4,
        lineHeightMin: 0.8,
        lineHeightMax: 2,
        marginBottom: 8,
        fontFamily: 'heading',
      }),
    }),
});

export type TextData = z.output<typeof textSchema.content>;
export type TextStyles = z.output<typeof textSchema.style>;
export type TypographyStyle = TextStyles['text'];
