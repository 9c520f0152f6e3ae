import { CalendarClock } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { dateTimeSchema } from './schema';

export const dateTimeComponent = defineComponent({
  ...dateTimeSchema,
  icon: CalendarClock,
  Render: UnknownComponent,
  implemented: false,
});
