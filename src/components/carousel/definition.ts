import { GalleryHorizontal } from 'lucide-react';
import { defineComponent } from '../types';
import { UnknownComponent } from '../../renderer/UnknownComponent';
import { carouselSchema } from './schema';

export const carouselComponent = defineComponent({
  ...carouselSchema,
  icon: GalleryHorizontal,
  Render: UnknownComponent,
  implemented: false,
});
