import { ListTree } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { productAttributesSchema } from './schema';

export const productAttributesComponent = defineComponent({
  ...productAttributesSchema,
  icon: ListTree,
  Render: UnknownComponent,
  implemented: false,
});
