import { carouselCss } from '../carousel/carouselCss';
import { defineComponent } from '../types';
import { blockDialogCss } from './BlockDialogs';
import { blockGridCss } from './blockGridCss';
import { BlockGridRender } from './BlockGridRender';
import { blockGridPanel } from './panel';
import { blockGridSchema } from './schema';

export const blockGridComponent = defineComponent({
  ...blockGridSchema,
  Render: BlockGridRender,
  // The gallery dialog uses the carousel view, so its CSS comes along.
  css: [blockGridCss, blockDialogCss, carouselCss].join('\n'),
  panel: blockGridPanel,
});
