import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';
import { COUNTDOWN_COMPLETED_TEXT } from './completedText';

export const countdownSchema = defineComponentSchema({
  type: 'countdown',
  label: 'Countdown',
  group: 'Text',
  description: 'Days, hours, minutes and seconds until a moment.',
  content: () =>
    z.object({
      /** ISO date-time ('2030-06-01T18:00' local, or with an offset). */
      targetDateTime: z.string().trim().max(64).default(''),
      showDays: z.boolean().default(true),
      showHours: z.boolean().default(true),
      showMinutes: z.boolean().default(true),
      showSeconds: z.boolean().default(true),
      /** Once the target has passed: show completedText (true) or nothing (false). */
      showCompleted: z.boolean().default(true),
      completedText: z.string().max(300).default(COUNTDOWN_COMPLETED_TEXT),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      timeUnit: z
        .object({
          /**: time font size 16 to 48. */
          fontSize: z.number().min(16).max(48).default(32),
          /**: min width 20 to 100 (default 80). */
          minWidth: z.number().min(20).max(100).default(80),
          color: cssColor.optional(),
          backgroundColor: cssColor.optional(),
          fontFamily: z.enum(['body', 'heading']).default('heading'),
        })
        .default({ fontSize: 32, minWidth: 80, fontFamily: 'heading' }),
      label: z
        .object({
          /**: label font size 10 to 20. */
          fontSize: z.number().min(10).max(20).default(12),
          color: cssColor.optional(),
        })
        .default({ fontSize: 12 }),
      completionText: z
        .object({
          /**: completion font size 10 to 20. */
          fontSize: z.number().min(10).max(20).default(18),
          color: cssColor.optional(),
        })
        .default({ fontSize: 18 }),
      container: z
        .object({
          /**: gap 0 to 24. */
          gap: z.number().min(0).max(24).default(12),
          align: z.enum(['left', 'center', 'right']).default('center'),
        })
        .default({ gap: 12, align: 'center' }),
    }),
});

export type CountdownData = z.output<typeof countdownSchema.content>;
export type CountdownStyles = z.output<typeof countdownSchema.style>;
