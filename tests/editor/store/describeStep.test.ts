import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDocument } from '../../../src/editor/persistence/session';
import { describeStep } from '../../../src/editor/store/describeStep';
import { editorStore } from '../../../src/editor/store/editorStore';

const state = () => editorStore.getState();

/** What the last step did, described from the document it was made on. */
function lastStep(): string {
  const entry = state().past.at(-1);
  if (!entry) throw new Error('no step');
  const after = state().document;
  state().undo();
  const before = state().document;
  state().redo();
  return describeStep(entry, before, after);
}

describe('an undo step says what it did in the owner’s words', () => {
  beforeEach(() => {
    state().loadDocument(emptyDocument());
  });

  it('names adding, moving, duplicating and deleting by the component’s label', () => {
    const text = state().addComponent('text', { areaId: 'main' });
    expect(lastStep()).toBe('adding Text');
    const image = state().addComponent('image', { areaId: 'main' });
    expect(lastStep()).toBe('adding Image');
    state().moveComponent(text, { areaId: 'main' }, 1);
    expect(lastStep()).toBe('moving Text');
    state().duplicateComponent(image);
    expect(lastStep()).toBe('adding Image');
    state().removeComponent(text);
    expect(lastStep()).toBe('deleting Text');
  });

  it('names a content, style or name edit of one component, and page-wide edits', () => {
    const text = state().addComponent('text', { areaId: 'main' });
    state().updateComponentData(text, { html: '<p>Hi</p>' });
    expect(lastStep()).toBe('Text content edit');
    state().updateComponentStyles(text, { color: '#ff0000' });
    expect(lastStep()).toBe('Text style edit');
    state().renameComponent(text, 'Intro');
    expect(lastStep()).toBe('renaming Text');
    state().setCustomCss('.a { color: red }');
    expect(lastStep()).toBe('custom CSS edit');
    state().updateArea('main', { name: 'Hero' });
    expect(lastStep()).toBe('area edit');
  });
});
