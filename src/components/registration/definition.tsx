import { BadgeCheck } from 'lucide-react';
import { defineComponent } from '../types';
import { registrationCss } from './css';
import { registrationPanel } from './panel';
import { Registration } from './Registration';
import { registrationSchema } from './schema';

export const registrationComponent = defineComponent({
  ...registrationSchema,
  icon: BadgeCheck,
  Render: Registration,
  css: registrationCss,
  panel: registrationPanel,
});
