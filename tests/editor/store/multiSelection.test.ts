import { beforeEach, describe, expect, it } from 'vitest';
import { moveComponentsBy } from '../../../src/editor/store/actions/moveComponentsBy';
import { editorStore } from '../../../src/editor/store/editorStore';
import {
  NO_GROUP,
  selectionRoots,
  toggleInSelection,
  validGroup,
  type SelectionState,
} from '../../../src/editor/store/multiSelection';
import { apply, order, sampleDocument } from './actions/fixtures';

const none: SelectionState = { selection: null, group: NO_GROUP };
const one = (id: string): SelectionState => ({
  selection: { kind: 'component', id },
  group: NO_GROUP,
});

describe('the selection reducer (Shift-click)', () => {
  it('adds a second component to a single selection: a group led by the last picked', () => {
    expect(toggleInSelection(one('a'), 'b')).toEqual({
      selection: { kind: 'component', id: 'b' },
      group: ['a', 'b'],
    });
  });

  it('takes a selected component out; one left is a single selection again', () => {
    const group = toggleInSelection(toggleInSelection(one('a'), 'b'), 'c');
    expect(group.group).toEqual(['a', 'b', 'c']);
    const two = toggleInSelection(group, 'b');
    expect(two).toEqual({ selection: { kind: 'component', id: 'c' }, group: ['a', 'c'] });
    expect(toggleInSelection(two, 'c')).toEqual(one('a'));
    expect(toggleInSelection(one('a'), 'a')).toEqual(none);
  });

  it('a selected area gives way to the component: a group holds components only', () => {
    expect(toggleInSelection({ selection: { kind: 'area', id: 'main' }, group: [] }, 'a')).toEqual(
      one('a'),
    );
    expect(toggleInSelection(none, 'a')).toEqual(one('a'));
  });

  it('keeps only components that still exist; fewer than two is no group', () => {
    const doc = sampleDocument();
    expect(validGroup(doc, ['a', 'b'])).toEqual(['a', 'b']);
    expect(validGroup(doc, ['a', 'gone', 'b'])).toEqual(['a', 'b']);
    expect(validGroup(doc, ['a', 'gone'])).toEqual([]);
  });

  it('a component inside a selected tab container goes with it, not on its own', () => {
    expect(selectionRoots(sampleDocument(), ['inner', 'tabs', 'b'])).toEqual(['b', 'tabs']);
  });
});

describe('moving a group among its siblings', () => {
  const three = () =>
    apply(sampleDocument(), (d) => {
      d.components.push({ ...d.components[0]!, id: 'c', order: 2 });
    }).doc;

  it('moves the selected ones as a block, keeping their order', () => {
    const { doc } = apply(three(), (d) => moveComponentsBy(d, ['b', 'c'], -1));
    expect(order(doc, 'main')).toEqual(['b', 'c', 'a']);
    const back = apply(doc, (d) => moveComponentsBy(d, ['b', 'c'], 1)).doc;
    expect(order(back, 'main')).toEqual(['a', 'b', 'c']);
  });

  it('a group already at the edge does not move (nor squeeze together)', () => {
    const { doc, result } = apply(three(), (d) => moveComponentsBy(d, ['a', 'c'], -1));
    expect(result).toBe(false);
    expect(order(doc, 'main')).toEqual(['a', 'b', 'c']);
  });
});

describe('the store acts on every selected component as one undo step', () => {
  const s = () => editorStore.getState();
  beforeEach(() => s().loadDocument(sampleDocument()));

  it('deletes two, and one undo brings both back, selected again', () => {
    s().select({ kind: 'component', id: 'a' });
    s().toggleSelect('b');
    expect(s().group).toEqual(['a', 'b']);
    const steps = s().past.length;
    s().removeSelected();
    expect(s().document.components.map((c) => c.id)).toEqual(['tabs', 'inner']);
    expect(s().past.length).toBe(steps + 1);
    expect(s().selection).toBeNull();
    s().undo();
    expect(order(s().document, 'main')).toEqual(['a', 'b']);
    expect(s().group).toEqual(['a', 'b']);
    expect(s().selection).toEqual({ kind: 'component', id: 'b' });
  });

  it('duplicates a group in one step and selects the copies', () => {
    s().selectComponents(['a', 'tabs']);
    const copies = s().duplicateSelected();
    expect(copies).toHaveLength(2);
    expect(s().group).toEqual(copies);
    // The tab container's copy takes its own copy of what its tab holds.
    expect(s().document.components).toHaveLength(4 + 3);
    s().undo();
    expect(s().document.components).toHaveLength(4);
    expect(s().group).toEqual(['a', 'tabs']);
  });

  it('a plain click or Escape ends the group', () => {
    s().selectComponents(['a', 'b']);
    s().select({ kind: 'component', id: 'a' });
    expect(s().group).toEqual([]);
    s().selectComponents(['a', 'b']);
    s().selectParent();
    expect(s().selection).toBeNull();
    expect(s().group).toEqual([]);
  });
});
