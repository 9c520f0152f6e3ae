import { LayoutGrid } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { blockGridSchema } from './schema';

export const blockGridComponent = defineComponent({
  ...blockGridSchema,
  icon: LayoutGrid,
  Render: UnknownComponent,
  implemented: false,
});
