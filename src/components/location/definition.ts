import { MapPin } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { locationSchema } from './schema';

export const locationComponent = defineComponent({
  ...locationSchema,
  icon: MapPin,
  Render: UnknownComponent,
  implemented: false,
});
