import { describe, expect, it, vi } from 'vitest';
import {
  updateComponentData,
  mergeRecord,
} from '../../../../src/editor/store/actions/updateComponentData';
import { updateComponentStyles } from '../../../../src/editor/store/actions/updateComponentStyles';
import { updateComponentVisibility } from '../../../../src/editor/store/actions/updateComponentVisibility';
import { renameComponent } from '../../../../src/editor/store/actions/renameComponent';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, sampleDocument } from './fixtures';

const get = (doc: ReturnType<typeof sampleDocument>, id: string) =>
  doc.components.find((c) => c.id === id)!;

describe('updateComponentData / Styles / Visibility, renameComponent', () => {
  it('merges data; undefined removes a key', () => {
    const target: Record<string, unknown> = { a: 1, b: 2 };
    mergeRecord(target, { a: 3, b: undefined });
    expect(target).toEqual({ a: 3 });
    const { doc } = apply(sampleDocument(), (d) =>
      updateComponentData(d, 'a', { content: '<p>Hi</p>' }),
    );
    expect(get(doc, 'a').data.content).toBe('<p>Hi</p>');
  });

  it('merges styles', () => {
    const { doc } = apply(sampleDocument(), (d) => updateComponentStyles(d, 'a', { fontSize: 18 }));
    expect(get(doc, 'a').styles.fontSize).toBe(18);
  });

  it('sets device flags and a visibility window, and removes the window', () => {
    const window = {
      date: '2030-01-01',
      time: { hour: 9, minute: 0, period: 'AM' as const },
      timezone: 'UTC',
    };
    let { doc } = apply(sampleDocument(), (d) =>
      updateComponentVisibility(d, 'a', { mobile: false, showAfterDate: window }),
    );
    expect(get(doc, 'a').visibility).toMatchObject({
      mobile: false,
      tablet: true,
      showAfterDate: window,
    });
    ({ doc } = apply(doc, (d) => updateComponentVisibility(d, 'a', { showAfterDate: undefined })));
    expect(get(doc, 'a').visibility.showAfterDate).toBeUndefined();
  });

  it('renames; an empty name falls back to the type label', () => {
    let { doc } = apply(sampleDocument(), (d) => renameComponent(d, 'a', '  Intro  '));
    expect(get(doc, 'a').name).toBe('Intro');
    ({ doc } = apply(doc, (d) => renameComponent(d, 'a', '')));
    expect(get(doc, 'a').name).toBeUndefined();
  });

  it('each is undoable', () => {
    expectUndoRedo(() => editorStore.getState().updateComponentData('a', { content: '<p>x</p>' }));
    expectUndoRedo(() => editorStore.getState().updateComponentStyles('a', { fontSize: 20 }));
    expectUndoRedo(() => editorStore.getState().updateComponentVisibility('a', { desktop: false }));
    expectUndoRedo(() => editorStore.getState().renameComponent('a', 'Hello'));
  });

  it('a burst in one field is one step, a pause ends the burst', () => {
    editorStore.getState().loadDocument(sampleDocument());
    const s = editorStore.getState;
    s().updateComponentStyles('a', { fontSize: 10 }, 'slider');
    s().updateComponentStyles('a', { fontSize: 11 }, 'slider');
    s().updateComponentStyles('a', { fontSize: 12 }, 'slider');
    expect(s().past).toHaveLength(1);
    expect(s().past[0]!.patches).toHaveLength(1);
    s().undo();
    expect(get(s().document, 'a').styles.fontSize).not.toBe(10);
    expect(get(s().document, 'a').styles.fontSize).toBe(
      sampleDocument().components[0]!.styles.fontSize,
    );
  });

  it('a pause longer than the burst window starts a new step', () => {
    editorStore.getState().loadDocument(sampleDocument());
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    editorStore.getState().updateComponentData('a', { content: '<p>a</p>' }, 'typing');
    now.mockReturnValue(1_500);
    editorStore.getState().updateComponentData('a', { content: '<p>ab</p>' }, 'typing');
    now.mockReturnValue(5_000);
    editorStore.getState().updateComponentData('a', { content: '<p>abc</p>' }, 'typing');
    now.mockRestore();
    expect(editorStore.getState().past).toHaveLength(2);
    editorStore.getState().undo();
    expect(editorStore.getState().document.components[0]!.data.content).toBe('<p>ab</p>');
  });
});
