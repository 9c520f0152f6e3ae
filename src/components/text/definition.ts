import { Type } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { textSchema } from './schema';

export const textComponent = defineComponent({
  ...textSchema,
  icon: Type,
  Render: UnknownComponent,
  implemented: false,
});
