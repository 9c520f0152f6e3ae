import { defineComponent } from '../types';
import { sharePanel } from './panel';
import { shareSchema } from './schema';
import { ShareRender, shareCss } from './ShareRender';

export const shareComponent = defineComponent({
  ...shareSchema,
  Render: ShareRender,
  css: shareCss,
  panel: sharePanel,
});
