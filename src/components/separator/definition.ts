import { Minus } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { separatorSchema } from './schema';

export const separatorComponent = defineComponent({
  ...separatorSchema,
  icon: Minus,
  Render: UnknownComponent,
  implemented: false,
});
