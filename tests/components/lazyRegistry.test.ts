import { describe, expect, it } from 'vitest';
import {
  componentLoaders,
  loadComponentDefinition,
  loadedComponentDefinition,
} from '../../src/components/lazyRegistry';
import { componentRegistry } from '../../src/components/registry';

describe('the lazy component registry', () => {
  it('loads, for every type of the registry, the very definition the registry imports', async () => {
    expect(Object.keys(componentLoaders).sort()).toEqual(Object.keys(componentRegistry).sort());
    for (const [type, definition] of Object.entries(componentRegistry)) {
      expect(await loadComponentDefinition(type), type).toBe(definition);
      expect(loadedComponentDefinition(type), type).toBe(definition);
    }
  });

  it('knows no other type, and has nothing loaded for a type never asked for', async () => {
    expect(await loadComponentDefinition('marquee')).toBeUndefined();
    expect(await loadComponentDefinition('constructor')).toBeUndefined();
    expect(loadedComponentDefinition('marquee')).toBeUndefined();
  });
});
