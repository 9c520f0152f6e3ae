import { useSyncExternalStore } from 'react';
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

/** A component type's definition as far as it has loaded, rendering again when it arrives. */
export function useComponentDefinition(type: string): ComponentDefinitionState {
  useComponentDefinitionsVersion();
  const definition = loadedComponentDefinition(type);
  if (definition) return { status: 'ready', definition };
  if (missingComponentTypes([type]).length === 0) return { status: 'unknown' };
  return componentTypeFailed(type) ? { status: 'failed' } : { status: 'loading' };
}
