import { describe, expect, it } from 'vitest';
import { addComponent } from '../../../../src/editor/store/actions/addComponent';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { textSchema } from '../../../../src/components/text/schema';
import { apply, expectUndoRedo, order, sampleDocument } from './fixtures';

describe('addComponent (add from the palette)', () => {
  it('adds a component with its type defaults at the given index and renumbers the slot', () => {
    const { doc } = apply(sampleDocument(), (d) =>
      addComponent(d, 'text', { areaId: 'main' }, 'new', 1),
    );
    expect(order(doc, 'main')).toEqual(['a', 'new', 'b']);
    const added = doc.components.find((c) => c.id === 'new')!;
    expect(added.data).toEqual(textSchema.content.parse({}));
    expect(added.visibility).toEqual({ mobile: true, tablet: true, desktop: true });
  });

  it('adds into a tab of a tab container', () => {
    const { doc } = apply(sampleDocument(), (d) =>
      addComponent(d, 'image', { areaId: 'side', parentId: 'tabs', tabId: 't1' }, 'img'),
    );
    expect(order(doc, 'side', 't1')).toEqual(['inner', 'img']);
    expect(doc.components.find((c) => c.id === 'img')).toMatchObject({
      parentId: 'tabs',
      tabId: 't1',
    });
  });

  it('refuses an unknown area or type', () => {
    expect(() =>
      apply(sampleDocument(), (d) => addComponent(d, 'text', { areaId: 'nope' }, 'x')),
    ).toThrow('No area with id "nope"');
    expect(() =>
      apply(sampleDocument(), (d) => addComponent(d, 'nope', { areaId: 'main' }, 'x')),
    ).toThrow('Unknown component type "nope"');
  });

  it('is one undo step and selects the new component', () => {
    expectUndoRedo(() => {
      const id = editorStore.getState().addComponent('text', { areaId: 'main' });
      expect(editorStore.getState().selection).toEqual({ kind: 'component', id });
    });
  });
});
