import { Timer } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { countdownSchema } from './schema';

export const countdownComponent = defineComponent({
  ...countdownSchema,
  icon: Timer,
  Render: UnknownComponent,
  implemented: false,
});
