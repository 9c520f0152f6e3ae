import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

// Not built yet: accepts any data so stored documents keep theirs untouched.
export const productCardSchema = defineComponentSchema({
  type: 'product-card',
  label: 'Product card',
  group: 'Product',
  description: 'Product card.',
  content: z.object({}).catchall(z.unknown()),
  style: z.object(sharedStyleFields).catchall(z.unknown()),
});
