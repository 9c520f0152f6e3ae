import { describe, expect, it } from 'vitest';
import { paletteItems, searchPalette } from '../../../src/editor/palette/paletteItems';
import { addTarget } from '../../../src/editor/palette/addTarget';
import { componentTypes } from '../../../src/schema/componentTypes';
import { sampleDocument } from '../store/actions/fixtures';

describe('palette (every component type, searchable, grouped)', () => {
  it('lists every renderable type once', () => {
    expect(paletteItems.map((i) => i.type).sort()).toEqual([...componentTypes].sort());
    expect(searchPalette('').flatMap((g) => g.items)).toHaveLength(componentTypes.length);
  });

  it('search matches label words in any order and keeps groups', () => {
    const result = searchPalette('container tab');
    expect(result.flatMap((g) => g.items.map((i) => i.type))).toEqual(['tab-container']);
    expect(searchPalette('zzz')).toEqual([]);
  });

  it('click-to-add goes after the selected component, else the selected area, else the last area', () => {
    const doc = sampleDocument();
    expect(addTarget(doc, { kind: 'component', id: 'a' })).toEqual({
      slot: { areaId: 'main' },
      index: 1,
    });
    expect(addTarget(doc, { kind: 'area', id: 'main' })).toEqual({ slot: { areaId: 'main' } });
    expect(addTarget(doc, null)).toEqual({ slot: { areaId: 'side' } });
    expect(addTarget({ version: 3, components: [], custom_css: '' }, null)).toBeNull();
  });
});
