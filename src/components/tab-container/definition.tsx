import { defineComponent } from '../types';
import { tabContainerPanel } from './panel';
import { tabContainerSchema } from './schema';
import { TabContainerRender } from './TabContainerRender';
import { tabContainerCss } from './tabStyleVars';

export const tabContainerComponent = defineComponent({
  ...tabContainerSchema,
  Render: TabContainerRender,
  css: tabContainerCss,
  panel: tabContainerPanel,
});
