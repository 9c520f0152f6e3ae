import { defineComponent } from '../types';
import { productCardCss } from './css';
import { productCardPanel } from './panel';
import { ProductCard } from './ProductCard';
import { productCardSchema } from './schema';

export const productCardComponent = defineComponent({
  ...productCardSchema,
  Render: ProductCard,
  css: productCardCss,
  panel: productCardPanel,
});
