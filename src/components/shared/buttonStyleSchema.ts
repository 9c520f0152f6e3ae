import { z } from 'zod';
import { builtOnce } from '../../schema/builtOnce';
import { cssColor } from '../../schema/cssValue';
import { borderStyles, textTransforms } from '../../schema/styleFields';
import {
  buttonAligns,
  buttonBounds,
  buttonFonts,
  buttonHoverTransforms,
  buttonWidths,
} from './buttonStyleValues';

/** The shared button style's schema (buttonStyle.ts has its values and what renders them). */
const px = (bounds: { min: number; max: number }) => z.number().min(bounds.min).max(bounds.max);

export const buttonStyleSchema = builtOnce(() =>
  z.object({
    /** Text colour; unset means the variant's. */
    color: cssColor.optional(),
    /** Background colour; unset means the variant's. */
    backgroundColor: cssColor.optional(),
    fontSize: px(buttonBounds.fontSize).default(16),
    fontFamily: z.enum(buttonFonts).default('body'),
    textTransform: z.enum(textTransforms).default('none'),
    width: z.enum(buttonWidths).default('auto'),
    align: z.enum(buttonAligns).default('left'),
    padding: z
      .object({
        vertical: px(buttonBounds.padding).default(10),
        horizontal: px(buttonBounds.padding).default(20),
      })
      .default({ vertical: 10, horizontal: 20 }),
    border: z
      .object({
        /** Unset means the variant's (1 px for outline, none otherwise). */
        width: px(buttonBounds.borderWidth).optional(),
        style: z.enum(borderStyles).default('solid'),
        color: cssColor.optional(),
        /** Unset means the theme's button radius. */
        radius: px(buttonBounds.radius).optional(),
      })
      .default({ style: 'solid' }),
    iconSize: px(buttonBounds.iconSize).default(16),
    hover: z
      .object({
        backgroundColor: cssColor.optional(),
        color: cssColor.optional(),
        borderColor: cssColor.optional(),
        transform: z.enum(buttonHoverTransforms).default('none'),
      })
      .default({ transform: 'none' }),
  }),
);

export type ButtonStyle = z.output<ReturnType<typeof buttonStyleSchema>>;
