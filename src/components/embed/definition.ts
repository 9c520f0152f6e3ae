import { Code } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { embedSchema } from './schema';

export const embedComponent = defineComponent({
  ...embedSchema,
  icon: Code,
  Render: UnknownComponent,
  implemented: false,
});
