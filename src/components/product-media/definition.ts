import { Images } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { productMediaSchema } from './schema';

export const productMediaComponent = defineComponent({
  ...productMediaSchema,
  icon: Images,
  Render: UnknownComponent,
  implemented: false,
});
