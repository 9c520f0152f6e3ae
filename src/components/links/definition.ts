import { Link } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { linksSchema } from './schema';

export const linksComponent = defineComponent({
  ...linksSchema,
  icon: Link,
  Render: UnknownComponent,
  implemented: false,
});
