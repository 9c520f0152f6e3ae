import { Image } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { imageSchema } from './schema';

export const imageComponent = defineComponent({
  ...imageSchema,
  icon: Image,
  Render: UnknownComponent,
  implemented: false,
});
