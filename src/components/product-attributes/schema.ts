import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

// Not built yet: accepts any data so stored documents keep theirs untouched.
export const productAttributesSchema = defineComponentSchema({
  type: 'product-attributes',
  label: 'Product attributes',
  group: 'Product',
  description: 'Product attributes.',
  content: z.object({}).catchall(z.unknown()),
  style: z.object(sharedStyleFields).catchall(z.unknown()),
});
