import { CreditCard } from 'lucide-react';
import { defineComponent } from '../types';
import { productCardCss } from './css';
import { productCardPanel } from './panel';
import { ProductCard } from './ProductCard';
import { productCardSchema } from './schema';

export const productCardComponent = defineComponent({
  ...productCardSchema,
  icon: CreditCard,
  Render: ProductCard,
  css: productCardCss,
  panel: productCardPanel,
});
