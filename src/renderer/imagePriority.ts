import { createContext, useContext } from 'react';
import type { Area } from '../schema/layout/area';
import type { LayoutComponent } from '../schema/layout/component';

/** Component types whose first image can be the page's first (a block grid's cards stay lazy). */
const IMAGE_TYPES = new Set(['image', 'product-media', 'carousel']);

/**
 * The id of the component holding a page's first image: the first image-showing component of
 * the first area that has one, areas and components in page order. Its first image is the one
 * the page loads at once with high priority; every other image is lazy.
 */
export function firstImageComponentId(
  areas: readonly Area[],
  componentsOf: (areaId: string) => readonly LayoutComponent[],
): string | null {
  for (const area of areas) {
    const found = componentsOf(area.id).find((component) => IMAGE_TYPES.has(component.type));
    if (found) return found.id;
  }
  return null;
}

/** The id firstImageComponentId chose for the page being rendered. */
export const FirstImageContext = createContext<string | null>(null);

/** Whether this component holds the page's first image. */
export function useImagePriority(componentId: string): boolean {
  return useContext(FirstImageContext) === componentId;
}
