import { defineComponent } from '../types';
import { textPanel } from './panel';
import { textSchema } from './schema';
import { TextRender } from './TextRender';
import { textCss } from './typographyCss';

export const textComponent = defineComponent({
  ...textSchema,
  Render: TextRender,
  css: textCss,
  panel: textPanel,
});
