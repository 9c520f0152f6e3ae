import { defineComponent } from '../types';
import { productAttributesCss } from './css';
import { productAttributesPanel } from './panel';
import { ProductAttributes } from './ProductAttributes';
import { productAttributesSchema } from './schema';

export const productAttributesComponent = defineComponent({
  ...productAttributesSchema,
  Render: ProductAttributes,
  css: productAttributesCss,
  panel: productAttributesPanel,
});
