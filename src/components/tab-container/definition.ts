import { PanelsTopLeft } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { tabContainerSchema } from './schema';

export const tabContainerComponent = defineComponent({
  ...tabContainerSchema,
  icon: PanelsTopLeft,
  Render: UnknownComponent,
  implemented: false,
});
