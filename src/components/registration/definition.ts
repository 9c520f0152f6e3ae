import { BadgeCheck } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { registrationSchema } from './schema';

export const registrationComponent = defineComponent({
  ...registrationSchema,
  icon: BadgeCheck,
  Render: UnknownComponent,
  implemented: false,
});
