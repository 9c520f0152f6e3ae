import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { LayoutDocument } from '../schema/layout/document';

/** A place components can be put: an area, or a tab of a tab container. */
export interface Slot {
  areaId: string;
  parentId?: string;
  tabId?: string;
}

/**
 * What nested slots (tabs of a tab container) need. The value keeps its identity across edits
 * of the layout (see slotStore.ts); readers of slots call `useSlots()`, which subscribes.
 */
export interface RenderContextValue {
  builder: boolean;
  now: Date;
  /** Renders the components of a slot in order, each in its own error boundary. */
  renderSlot: (slot: Slot) => ReactNode;
  /** The components of a slot, sorted by order (visibility windows not applied). */
  slotComponents: (slot: Slot) => readonly LayoutDocument['components'][number][];
  /** Subscribes to slot changes (useSyncExternalStore). */
  subscribeSlots: (listener: () => void) => () => void;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useRenderContext must be used inside a LayoutRenderer');
  return value;
}

/**
 * renderSlot and slotComponents, re-rendering the caller when the components of one of `slots`
 * changed. Only those: the editor changes some slot on every keystroke (the edited component's
 * own), and a tab container that re-rendered for each would redo its whole tab bar per key.
 */
export function useSlots(
  slots: readonly Slot[],
): Pick<RenderContextValue, 'renderSlot' | 'slotComponents'> {
  const context = useRenderContext();
  const seen = useRef<readonly (readonly LayoutDocument['components'][number][])[]>([]);
  // The lists of `slots` keep their identity while their components are the same (slotStore),
  // so the snapshot is the previous array of lists until one of them is replaced.
  const snapshot = () => {
    const lists = slots.map(context.slotComponents);
    const previous = seen.current;
    if (lists.length === previous.length && lists.every((list, i) => list === previous[i])) {
      return previous;
    }
    seen.current = lists;
    return lists;
  };
  useSyncExternalStore(context.subscribeSlots, snapshot, snapshot);
  return context;
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
