import { describe, expect, it } from 'vitest';
import { removeComponent } from '../../../../src/editor/store/actions/removeComponent';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, order, sampleDocument } from './fixtures';

describe('removeComponent', () => {
  it('removes it and leaves the others untouched (same objects: nothing else re-renders)', () => {
    const before = sampleDocument();
    const { doc } = apply(before, (d) => removeComponent(d, 'a'));
    expect(order(doc, 'main')).toEqual(['b']);
    expect(doc.components.find((c) => c.id === 'b')).toBe(
      before.components.find((c) => c.id === 'b'),
    );
  });

  it('removes a tab container with what its tabs hold', () => {
    const { doc, result } = apply(sampleDocument(), (d) => removeComponent(d, 'tabs'));
    expect(result.sort()).toEqual(['inner', 'tabs']);
    expect(doc.components.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('undo brings it back; the selection of a removed component is cleared', () => {
    expectUndoRedo(() => {
      editorStore.getState().select({ kind: 'component', id: 'a' });
      editorStore.getState().removeComponent('a');
      expect(editorStore.getState().selection).toBeNull();
    });
  });
});
