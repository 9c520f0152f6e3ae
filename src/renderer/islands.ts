import { createContext } from 'react';
import type { LayoutComponent } from '../schema/layout/component';

/**
 * The markup of a component the page hydrates on its own (an island), or undefined for one
 * that stays as rendered. Given only by a server render of a visitor page
 * (src/site/islands/): each island is rendered as a React root of its own, so the browser can
 * hydrate it alone, with the same ids.
 */
export type IslandMarkup = (component: LayoutComponent) => string | undefined;

export const IslandMarkupContext = createContext<IslandMarkup | null>(null);
