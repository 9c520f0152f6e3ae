import { RectangleHorizontal } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { buttonSchema } from './schema';

export const buttonComponent = defineComponent({
  ...buttonSchema,
  icon: RectangleHorizontal,
  Render: UnknownComponent,
  implemented: false,
});
