import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutDocument } from '../schema/layout/document';

/** A place components can be put: an area, or a tab of a tab container. */
export interface Slot {
  areaId: string;
  parentId?: string;
  tabId?: string;
}

export interface RenderContextValue {
  builder: boolean;
  layout: LayoutDocument;
  now: Date;
  /** Renders the components of a slot in order, each in its own error boundary. */
  renderSlot: (slot: Slot) => ReactNode;
  /** The components of a slot, sorted by order (visibility windows not applied). */
  slotComponents: (slot: Slot) => LayoutDocument['components'];
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useRenderContext must be used inside a LayoutRenderer');
  return value;
}

/** Builder mode for components that may render outside a layout (previews, dialogs). */
export function useBuilderMode(): boolean {
  return useContext(RenderContext)?.builder ?? false;
}
