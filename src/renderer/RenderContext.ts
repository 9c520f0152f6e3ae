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

/**
 * The flags every placed component reads (builder mode, the moment). A context of its own, so
 * that a change to one component of the layout does not re-render all the others (the editor
 * re-renders the layout on every keystroke).
 */
export interface RenderFlags {
  builder: boolean;
  now: Date;
}

export const RenderFlagsContext = createContext<RenderFlags | null>(null);

export function useRenderFlags(): RenderFlags {
  const flags = useContext(RenderFlagsContext);
  if (!flags) throw new Error('useRenderFlags must be used inside a LayoutRenderer');
  return flags;
}

/** Builder mode for components that may render outside a layout (previews, dialogs). */
export function useBuilderMode(): boolean {
  return useContext(RenderFlagsContext)?.builder ?? false;
}
