import { Rss } from 'lucide-react';
import { defineComponent } from '../types';
import { ActivityFeed } from './ActivityFeed';
import { activityFeedCss } from './css';
import { activityFeedPanel } from './panel';
import { activityFeedSchema } from './schema';

export const activityFeedComponent = defineComponent({
  ...activityFeedSchema,
  icon: Rss,
  Render: ActivityFeed,
  css: activityFeedCss,
  panel: activityFeedPanel,
});
