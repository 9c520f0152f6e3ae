import { defineComponent } from '../types';
import { videoPanel } from './panel';
import { videoSchema } from './schema';
import { VideoRender, videoCss } from './VideoRender';

export const videoComponent = defineComponent({
  ...videoSchema,
  Render: VideoRender,
  css: videoCss,
  panel: videoPanel,
});
