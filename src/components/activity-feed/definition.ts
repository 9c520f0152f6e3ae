import { Rss } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { activityFeedSchema } from './schema';

export const activityFeedComponent = defineComponent({
  ...activityFeedSchema,
  icon: Rss,
  Render: UnknownComponent,
  implemented: false,
});
