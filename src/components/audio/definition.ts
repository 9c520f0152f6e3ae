import { Music } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { audioSchema } from './schema';

export const audioComponent = defineComponent({
  ...audioSchema,
  icon: Music,
  Render: UnknownComponent,
  implemented: false,
});
