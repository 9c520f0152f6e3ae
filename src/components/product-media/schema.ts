import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

// Not built yet: accepts any data so stored documents keep theirs untouched.
export const productMediaSchema = defineComponentSchema({
  type: 'product-media',
  label: 'Product media',
  group: 'Product',
  description: 'Product media.',
  content: z.object({}).catchall(z.unknown()),
  style: z.object(sharedStyleFields).catchall(z.unknown()),
});
