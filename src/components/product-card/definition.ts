import { CreditCard } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { productCardSchema } from './schema';

export const productCardComponent = defineComponent({
  ...productCardSchema,
  icon: CreditCard,
  Render: UnknownComponent,
  implemented: false,
});
