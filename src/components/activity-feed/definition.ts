import { defineComponent } from '../types';
import { ActivityFeed } from './ActivityFeed';
import { activityFeedCss } from './css';
import { activityFeedPanel } from './panel';
import { activityFeedSchema } from './schema';
import { provideFeedSettingsMerge } from './feedSettingsMerge';
import { mergeFeedSettings } from './settings';

// Here the schema is loaded anyway (the server, the editor): the merge is given at once.
provideFeedSettingsMerge(mergeFeedSettings);

export const activityFeedComponent = defineComponent({
  ...activityFeedSchema,
  Render: ActivityFeed,
  css: activityFeedCss,
  panel: activityFeedPanel,
});
