import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

// Not built yet: accepts any data so stored documents keep theirs untouched.
export const dateTimeSchema = defineComponentSchema({
  type: 'date-time',
  label: 'Date and time',
  group: 'Text',
  description: 'Date and time.',
  content: z.object({}).catchall(z.unknown()),
  style: z.object(sharedStyleFields).catchall(z.unknown()),
});
