import { createContext, useContext } from 'react';
import type { Area } from '../schema/layout/area';
import type { LayoutComponent } from '../schema/layout/component';

/** Component types whose first image can be a priority image (a block grid's cards stay lazy). */
const IMAGE_TYPES = new Set(['image', 'product-media', 'carousel']);

/**
 * How many image-showing components, in page order, load their first image at once. A phone's
 * first screen commonly holds a banner and then the product's picture, and the larger of the
 * two (the largest paint) is often the second: both are fetched at once, with high priority.
 */
const PRIORITY_IMAGES = 2;

/**
 * The ids of the components holding a page's priority images: the first image-showing
 * components, areas and components in page order. Their first image is fetched at once with
 * high priority; every other image is lazy.
 */
export function priorityImageComponentIds(
  areas: readonly Area[],
  componentsOf: (areaId: string) => readonly LayoutComponent[],
): string[] {
  const ids: string[] = [];
  for (const area of areas) {
    for (const component of componentsOf(area.id)) {
      if (!IMAGE_TYPES.has(component.type)) continue;
      ids.push(component.id);
      if (ids.length === PRIORITY_IMAGES) return ids;
    }
  }
  return ids;
}

/** The ids priorityImageComponentIds chose for the page being rendered. */
export const PriorityImagesContext = createContext<readonly string[]>([]);

/** Whether this component's first image is one of the page's priority images. */
export function useImagePriority(componentId: string): boolean {
  return useContext(PriorityImagesContext).includes(componentId);
}
