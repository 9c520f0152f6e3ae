import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  componentDefinitionsVersion,
  componentTypeFailed,
  loadedComponentDefinition,
  missingComponentTypes,
  subscribeComponentDefinitions,
} from '../components/lazyRegistry';
import type { AnyComponentDefinition } from '../components/types';

export type ComponentDefinitionState =
  | { status: 'ready'; definition: AnyComponentDefinition }
  /** Its chunk is on its way (the layout renderer asked for it). */
  | { status: 'loading' }
  | { status: 'failed' }
  /** No such type: the unknown-type placeholder. */
  | { status: 'unknown' };

/** Renders again whenever component definitions arrive; returns the count seen. */
export function useComponentDefinitionsVersion(): number {
  return useSyncExternalStore(
    subscribeComponentDefinitions,
    componentDefinitionsVersion,
    componentDefinitionsVersion,
  );
}

/** A component type's definition as far as it has loaded now. */
function definitionState(type: string): ComponentDefinitionState {
  const definition = loadedComponentDefinition(type);
  if (definition) return { status: 'ready', definition };
  if (missingComponentTypes([type]).length === 0) return { status: 'unknown' };
  return componentTypeFailed(type) ? { status: 'failed' } : { status: 'loading' };
}

/** A component type's definition as far as it has loaded, rendering again when it arrives. */
export function useComponentDefinition(type: string): ComponentDefinitionState {
  useComponentDefinitionsVersion();
  return definitionState(type);
}

/**
 * The count of definitions loaded, as the nearest LayoutRenderer last saw it. The layout
 * subscribes once for all its blocks and hands the count down: a subscription per block (an
 * effect to run, a listener to call) is, on a page of a thousand blocks, a thousand of each.
 * Where no layout provides it (a server render, where every definition is in), it stays 0.
 */
export const DefinitionsVersionContext = createContext(0);

/** useComponentDefinition for a layout's blocks: renders again when the layout's count changes. */
export function useLayoutComponentDefinition(type: string): ComponentDefinitionState {
  useContext(DefinitionsVersionContext);
  return definitionState(type);
}
