import { describe, expect, it } from 'vitest';
import { pasteComponents } from '../../../../src/editor/store/actions/pasteComponents';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, order, sampleDocument } from './fixtures';

let n = 0;
const makeId = (prefix: string) => `${prefix}-p${++n}`;

describe('pasteComponents', () => {
  it('pastes a tab container with its child under new ids into a slot', () => {
    const source = sampleDocument().components.filter((c) => c.id === 'tabs' || c.id === 'inner');
    const { doc, result } = apply(sampleDocument(), (d) =>
      pasteComponents(d, source, { areaId: 'main' }, 1, makeId),
    );
    expect(result).toHaveLength(1);
    expect(order(doc, 'main')).toEqual(['a', result[0], 'b']);
    const child = doc.components.find((c) => c.parentId === result[0])!;
    expect(child.areaId).toBe('main');
    expect(child.tabId).toBe('t1');
    expect(new Set(doc.components.map((c) => c.id)).size).toBe(doc.components.length);
  });

  it('pastes after the selected component by default, undoable', () => {
    expectUndoRedo(() => {
      editorStore.getState().select({ kind: 'component', id: 'a' });
      const [id] = editorStore.getState().pasteComponents([sampleDocument().components[1]!]);
      expect(order(editorStore.getState().document, 'main')).toEqual(['a', id, 'b']);
    });
  });
});
