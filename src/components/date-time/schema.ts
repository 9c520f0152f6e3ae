import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields, textTransforms } from '../../schema/styleFields';
import { DATE_PATTERN, DEFAULT_DATE_FORMAT, isValidTimeZone, TIME_PATTERN } from './dateTimeRules';

export const dateTimeIcons = ['none', 'calendar', 'clock'] as const;

export const dateTimeSchema = defineComponentSchema({
  type: 'date-time',
  label: 'Date & time',
  group: 'Text',
  description: 'A date, with an optional time, in a chosen timezone and format.',
  content: () =>
    z.object({
      date: z
        .string()
        .trim()
        .refine((value) => value === '' || DATE_PATTERN.test(value), {
          message: 'Date must be YYYY-MM-DD',
        })
        .default(''),
      /**: HH:MM in 24-hour format. */
      time: z
        .string()
        .trim()
        .refine((value) => value === '' || TIME_PATTERN.test(value), {
          message: 'Time must be HH:MM in 24-hour format',
        })
        .default(''),
      /** A date-fns format; default 'MMM dd, yyyy' (with a time: "MMM dd, yyyy 'at' h:mm a"). */
      format: z.string().max(100).default(DEFAULT_DATE_FORMAT),
      icon: z.enum(dateTimeIcons).default('calendar'),
      /**: an IANA timezone identifier. */
      timezone: z
        .string()
        .trim()
        .refine(isValidTimeZone, {
          message: 'Timezone must be an IANA identifier such as Europe/Paris',
        })
        .default('UTC'),
      /** Show how long ago or how far ahead it is ('3d ago', 'in 2h', 'just now'). */
      relative: z.boolean().default(false),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      datetime: z
        .object({
          fontSize: z.number().min(8).max(72).default(16),
          fontFamily: z.enum(['body', 'heading']).default('body'),
          fontWeight: z.enum(['400', '500', '600', '700']).default('500'),
          lineHeight: z.number().min(0.5).max(3).default(1.4),
          letterSpacing: z.number().min(-2).max(10).default(0),
          textTransform: z.enum(textTransforms).default('none'),
          color: cssColor.optional(),
        })
        .default({
          fontSize: 16,
          fontFamily: 'body',
          fontWeight: '500',
          lineHeight: 1.4,
          letterSpacing: 0,
          textTransform: 'none',
        }),
      container: z
        .object({
          gap: z.number().min(0).max(24).default(8),
          align: z.enum(['left', 'center', 'right']).default('left'),
        })
        .default({ gap: 8, align: 'left' }),
      icon: z
        .object({
          size: z.number().min(12).max(48).default(18),
          color: cssColor.optional(),
        })
        .default({ size: 18 }),
    }),
});

export type DateTimeData = z.output<typeof dateTimeSchema.content>;
export type DateTimeStyles = z.output<typeof dateTimeSchema.style>;
