import { Video } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { videoSchema } from './schema';

export const videoComponent = defineComponent({
  ...videoSchema,
  icon: Video,
  Render: UnknownComponent,
  implemented: false,
});
