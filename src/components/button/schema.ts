import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { linkUrl } from '../../schema/linkUrl';
import { sharedStyleFields } from '../../schema/styleFields';
import { buttonVariants } from '../shared/buttonStyleValues';
import { buttonStyleSchema } from '../shared/buttonStyleSchema';
import { linkTargets } from '../links/safeLink';

export const buttonSchema = defineComponentSchema({
  type: 'button',
  label: 'Button',
  group: 'Actions',
  description: 'A button linking to a page, an e-mail address or a phone number.',
  content: () =>
    z.object({
      text: z.string().max(200).default('Button'),
      link: linkUrl().default(''),
      target: z.enum(linkTargets).default('_self'),
      /**: primary, secondary (rendered as muted), outline. */
      variant: z.enum(buttonVariants).default('primary'),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      button: buttonStyleSchema().default(buttonStyleSchema().parse({})),
    }),
});

export type ButtonData = z.output<typeof buttonSchema.content>;
export type ButtonStyles = z.output<typeof buttonSchema.style>;
