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

const noArrivals = () => () => {};
const settled = () => 0;

/**
 * A component type's definition as far as it has loaded, rendering again when it arrives. A
 * type whose code is in stays in, so only a host still waiting for its type listens: thousands
 * of hosts on a canvas are not told of every other type that arrives.
 */
export function useComponentDefinition(type: string): ComponentDefinitionState {
  const definition = loadedComponentDefinition(type);
  useSyncExternalStore(
    definition ? noArrivals : subscribeComponentDefinitions,
    definition ? settled : componentDefinitionsVersion,
    definition ? settled : componentDefinitionsVersion,
  );
  if (definition) return { status: 'ready', definition };
  if (missingComponentTypes([type]).length === 0) return { status: 'unknown' };
  return componentTypeFailed(type) ? { status: 'failed' } : { status: 'loading' };
}
