import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

// Not built yet: accepts any data so stored documents keep theirs untouched.
export const shareSchema = defineComponentSchema({
  type: 'share',
  label: 'Share',
  group: 'Community',
  description: 'Share.',
  content: z.object({}).catchall(z.unknown()),
  style: z.object(sharedStyleFields).catchall(z.unknown()),
});
