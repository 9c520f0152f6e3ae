import { defineComponent } from '../types';
import { carouselCss } from './carouselCss';
import { CarouselRender, carouselSlideCss } from './CarouselRender';
import { carouselPanel } from './panel';
import { carouselSchema } from './schema';

export const carouselComponent = defineComponent({
  ...carouselSchema,
  Render: CarouselRender,
  css: `${carouselCss}\n${carouselSlideCss}`,
  panel: carouselPanel,
});
