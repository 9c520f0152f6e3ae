import { describe, expect, it } from 'vitest';
import { moveComponent } from '../../../../src/editor/store/actions/moveComponent';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, order, sampleDocument } from './fixtures';

describe('moveComponent (reorder, move between areas and tabs)', () => {
  it('reorders within an area', () => {
    const { doc } = apply(sampleDocument(), (d) => moveComponent(d, 'a', { areaId: 'main' }, 1));
    expect(order(doc, 'main')).toEqual(['b', 'a']);
  });

  it('moves to another area; only the moved component changes', () => {
    const before = sampleDocument();
    const { doc } = apply(before, (d) => moveComponent(d, 'a', { areaId: 'side' }, 0));
    expect(order(doc, 'main')).toEqual(['b']);
    expect(order(doc, 'side')).toEqual(['a', 'tabs']);
    const changed = doc.components.filter((c, i) => c !== before.components[i]).map((c) => c.id);
    expect(changed).toEqual(['a']);
  });

  it('renumbers a slot only when there is no room between neighbours (ties)', () => {
    const tied = apply(sampleDocument(), (d) => {
      for (const c of d.components) if (c.areaId === 'main') c.order = 0;
    }).doc;
    const { doc } = apply(tied, (d) => moveComponent(d, 'tabs', { areaId: 'main' }, 1));
    expect(order(doc, 'main')).toEqual(['a', 'tabs', 'b']);
    expect(
      doc.components
        .filter((c) => c.areaId === 'main' && c.tabId === undefined)
        .map((c) => c.order)
        .sort(),
    ).toEqual([0, 1, 2]);
  });

  it('moves into a tab and out again', () => {
    let { doc } = apply(sampleDocument(), (d) =>
      moveComponent(d, 'b', { areaId: 'side', parentId: 'tabs', tabId: 't1' }, 0),
    );
    expect(order(doc, 'side', 't1')).toEqual(['b', 'inner']);
    ({ doc } = apply(doc, (d) => moveComponent(d, 'inner', { areaId: 'main' }, 0)));
    const inner = doc.components.find((c) => c.id === 'inner')!;
    expect(inner.tabId).toBeUndefined();
    expect(inner.parentId).toBeUndefined();
    expect(order(doc, 'main')).toEqual(['inner', 'a']);
  });

  it('takes a tab container’s children to the new area, and refuses moving it into its own tab', () => {
    const { doc } = apply(sampleDocument(), (d) => moveComponent(d, 'tabs', { areaId: 'main' }, 2));
    expect(doc.components.find((c) => c.id === 'inner')!.areaId).toBe('main');
    expect(() =>
      apply(sampleDocument(), (d) =>
        moveComponent(d, 'tabs', { areaId: 'side', parentId: 'tabs', tabId: 't1' }, 0),
      ),
    ).toThrow('cannot be moved into one of its own tabs');
  });

  it('undo and redo', () => {
    expectUndoRedo(() => editorStore.getState().moveComponent('a', { areaId: 'side' }, 1));
  });
});
