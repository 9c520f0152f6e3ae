import { Share2 } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { shareSchema } from './schema';

export const shareComponent = defineComponent({
  ...shareSchema,
  icon: Share2,
  Render: UnknownComponent,
  implemented: false,
});
