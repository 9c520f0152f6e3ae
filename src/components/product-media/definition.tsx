import { carouselCss } from '../carousel/carouselCss';
import { defineComponent } from '../types';
import { productMediaPanel } from './panel';
import { ProductMediaRender, productMediaCss } from './ProductMediaRender';
import { productMediaSchema } from './schema';

export const productMediaComponent = defineComponent({
  ...productMediaSchema,
  Render: ProductMediaRender,
  // The carousel's own CSS too: a page may use product media without any carousel component.
  css: `${carouselCss}\n${productMediaCss}`,
  panel: productMediaPanel,
});
