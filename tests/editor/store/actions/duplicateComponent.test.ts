import { describe, expect, it } from 'vitest';
import { duplicateComponent } from '../../../../src/editor/store/actions/duplicateComponent';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, order, sampleDocument } from './fixtures';

let n = 0;
const makeId = (prefix: string) => `${prefix}-copy${++n}`;

describe('duplicateComponent', () => {
  it('puts a deep copy right after the original', () => {
    const { doc, result } = apply(sampleDocument(), (d) => duplicateComponent(d, 'a', makeId));
    expect(order(doc, 'main')).toEqual(['a', result, 'b']);
    const copy = doc.components.find((c) => c.id === result)!;
    const original = doc.components.find((c) => c.id === 'a')!;
    expect(copy.data).toEqual(original.data);
    expect(copy.data).not.toBe(original.data);
  });

  it('copies a tab container with its children pointing at the copy', () => {
    const { doc, result } = apply(sampleDocument(), (d) => duplicateComponent(d, 'tabs', makeId));
    const children = doc.components.filter((c) => c.parentId === result);
    expect(children).toHaveLength(1);
    expect(children[0]!.id).not.toBe('inner');
    expect(children[0]!.tabId).toBe('t1');
  });

  it('undo and redo; the copy is selected', () => {
    expectUndoRedo(() => {
      const id = editorStore.getState().duplicateComponent('b');
      expect(editorStore.getState().selection).toEqual({ kind: 'component', id });
    });
  });
});
