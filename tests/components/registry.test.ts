import { describe, expect, it } from 'vitest';
import { componentIcons } from '../../src/components/componentIcons';
import { componentRegistry } from '../../src/components/registry';
import { componentSchemas } from '../../src/components/schemaRegistry';
import { componentTypes } from '../../src/schema/componentTypes';

describe('component registry', () => {
  it('foundation: lists its 20 renderable types, plus blocks.md iframe', () => {
    expect(Object.keys(componentRegistry).sort()).toEqual([...componentTypes].sort());
    expect(componentTypes).toHaveLength(21);
    expect(componentTypes).toEqual(
      expect.arrayContaining([
        ...['share', 'tab-container', 'text', 'video', 'button', 'image', 'audio', 'date-time'],
        ...['links', 'embed', 'activity-feed', 'block-grid', 'separator', 'carousel'],
        ...['countdown', 'location', 'product-attributes', 'product-card', 'product-media'],
        ...['registration', 'iframe'],
      ]),
    );
  });

  it('the React-free schema registry lists the same types with the same schemas', () => {
    for (const type of componentTypes) {
      expect(componentSchemas[type].type).toBe(type);
      expect(componentRegistry[type].content).toBe(componentSchemas[type].content);
      expect(componentRegistry[type].style).toBe(componentSchemas[type].style);
    }
  });

  it('every type has its icon, and no icon is given to two types', () => {
    expect(Object.keys(componentIcons).sort()).toEqual([...componentTypes].sort());
    const icons = componentTypes.map((type) => componentIcons[type]);
    for (const [i, type] of componentTypes.entries()) expect(icons[i], type).toBeTruthy();
    expect(new Set(icons).size).toBe(componentTypes.length);
  });

  it.each(componentTypes)('%s: its schemas parse {} (they define the defaults)', (type) => {
    expect(() => componentSchemas[type].content.parse({})).not.toThrow();
    expect(() => componentSchemas[type].style.parse({})).not.toThrow();
  });

  it.each(componentTypes)('%s: every class in its CSS starts with one-', (type) => {
    const css = componentRegistry[type].css ?? '';
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
    expect(classes.filter((c) => !c.startsWith('one-') && !/^\d/.test(c))).toEqual([]);
  });
});
