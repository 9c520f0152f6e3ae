import { beforeEach, describe, expect, it } from 'vitest';
import { editorStore } from '../../../src/editor/store/editorStore';
import { emptyAreasFromKey, selectEmptyAreasKey } from '../../../src/editor/canvas/emptyAreas';

const s = () => editorStore.getState();
const empty = () => emptyAreasFromKey(selectEmptyAreasKey(s()));

beforeEach(() => {
  s().loadDocument({ version: 3, components: [], custom_css: '' });
});

// The canvas's rule: "empty areas show a placeholder that invites a drop".
describe('the empty areas the canvas invites a drop into', () => {
  it('lists the areas without components and follows adds, moves, renames and removals', () => {
    expect(empty()).toEqual([]);
    const a = s().addArea();
    const b = s().addArea();
    expect(empty().map((e) => e.id)).toEqual([a, b]);
    const id = s().addComponent('text', { areaId: a });
    expect(empty().map((e) => e.id)).toEqual([b]);
    s().updateComponentData(id, { content: '<p>Typed</p>' }, `data:${id}:content`);
    expect(empty().map((e) => e.id)).toEqual([b]);
    s().moveComponent(id, { areaId: b }, 0);
    expect(empty().map((e) => e.id)).toEqual([a]);
    s().updateArea(a, { name: 'Hero' });
    expect(empty()).toEqual([{ id: a, label: 'Hero' }]);
    s().undo();
    s().undo();
    expect(empty().map((e) => e.id)).toEqual([b]);
    s().removeComponent(id);
    expect(empty().map((e) => e.id)).toEqual([a, b]);
  });

  it('answers the same string while an edit keeps every component in its area', () => {
    const a = s().addArea();
    s().addArea();
    const id = s().addComponent('text', { areaId: a });
    const before = selectEmptyAreasKey(s());
    s().updateComponentData(id, { content: '<p>Again</p>' }, `data:${id}:content`);
    expect(selectEmptyAreasKey(s())).toBe(before);
  });
});
