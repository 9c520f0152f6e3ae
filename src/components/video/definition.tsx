import { Video } from 'lucide-react';
import { defineComponent } from '../types';
import { videoPanel } from './panel';
import { videoSchema } from './schema';
import { VideoRender, videoCss } from './VideoRender';

export const videoComponent = defineComponent({
  ...videoSchema,
  icon: Video,
  Render: VideoRender,
  css: videoCss,
  panel: videoPanel,
});
