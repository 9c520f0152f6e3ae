import { beforeEach, describe, expect, it } from 'vitest';
import { editorStore } from '../../../src/editor/store/editorStore';
import { HISTORY_LIMIT } from '../../../src/editor/store/history';

const s = () => editorStore.getState();

beforeEach(() => {
  s().loadDocument({ version: 3, components: [], custom_css: '' });
});

describe('editor store (undo/redo from immer patches)', () => {
  it('adds an area and a component, undoes and redoes each step', () => {
    const areaId = s().addArea();
    const id = s().addComponent('text', { areaId });
    expect(s().document.components.map((c) => c.id)).toEqual([id]);
    expect(s().selection).toEqual({ kind: 'component', id });
    expect(s().dirty).toBe(true);
    s().undo();
    expect(s().document.components).toEqual([]);
    // What was selected when the component was added: the new area.
    expect(s().selection).toEqual({ kind: 'area', id: areaId });
    s().undo();
    expect(s().document.grid_config?.areas ?? []).toEqual([]);
    s().redo();
    s().redo();
    expect(s().document.components.map((c) => c.id)).toEqual([id]);
  });

  it('the unsaved marker follows the document: undoing back to what was saved leaves nothing to save', () => {
    const areaId = s().addArea();
    const id = s().addComponent('text', { areaId });
    s().updateComponentData(id, { content: '<p>Saved</p>' }, `data:${id}:content`);
    s().markSaved();
    expect(s().dirty).toBe(false);
    // The same field's burst goes on after the save: a new step, not merged into the saved one.
    s().updateComponentData(id, { content: '<p>Saved and more</p>' }, `data:${id}:content`);
    expect(s().dirty).toBe(true);
    s().undo();
    expect(s().document.components[0]!.data).toMatchObject({ content: '<p>Saved</p>' });
    expect(s().dirty).toBe(false);
    s().redo();
    expect(s().dirty).toBe(true);
    s().undo();
    s().undo();
    expect(s().dirty).toBe(true);
    // A recovered draft matches no saved state until it is saved.
    s().loadDocument(s().document, { dirty: true });
    expect(s().dirty).toBe(true);
  });

  it('a burst of typing with one coalesceKey is one undo step; another key starts a new one', () => {
    const areaId = s().addArea();
    const id = s().addComponent('text', { areaId });
    const before = s().past.length;
    for (const text of ['<p>H</p>', '<p>He</p>', '<p>Hel</p>', '<p>Hello</p>']) {
      s().updateComponentData(id, { content: text }, `data:${id}:content`);
    }
    expect(s().past.length).toBe(before + 1);
    s().updateComponentStyles(id, { fontSize: 12 }, `styles:${id}:fontSize`);
    expect(s().past.length).toBe(before + 2);
    s().undo();
    s().undo();
    expect(s().document.components[0]!.data.content).not.toBe('<p>Hello</p>');
    s().redo();
    expect(s().document.components[0]!.data.content).toBe('<p>Hello</p>');
  });

  it('undo selects what was selected when the step was made: a deleted component comes back selected', () => {
    const areaId = s().addArea();
    const a = s().addComponent('text', { areaId });
    const b = s().addComponent('button', { areaId });
    s().select({ kind: 'component', id: a });
    s().removeComponent(a);
    expect(s().selection).toBeNull();
    s().undo();
    expect(s().document.components.map((c) => c.id)).toEqual([a, b]);
    expect(s().selection).toEqual({ kind: 'component', id: a });
    // Redo selects what the step left selected (nothing, after a delete).
    s().redo();
    expect(s().selection).toBeNull();
  });

  it('undo of an edit to one component, with another now selected, selects the edited one', () => {
    const areaId = s().addArea();
    const a = s().addComponent('text', { areaId });
    const b = s().addComponent('button', { areaId });
    s().select({ kind: 'component', id: a });
    s().updateComponentData(a, { content: '<p>Edited</p>' }, `data:${a}:content`);
    s().select({ kind: 'component', id: b });
    s().undo();
    expect(s().selection).toEqual({ kind: 'component', id: a });
    s().select({ kind: 'component', id: b });
    s().redo();
    expect(s().selection).toEqual({ kind: 'component', id: a });
  });

  it('a burst keeps the selection from before its first change and after its last', () => {
    const areaId = s().addArea();
    const a = s().addComponent('text', { areaId });
    s().select({ kind: 'area', id: areaId });
    s().updateComponentData(a, { content: '<p>H</p>' }, `data:${a}:content`);
    s().select({ kind: 'component', id: a });
    s().updateComponentData(a, { content: '<p>Hi</p>' }, `data:${a}:content`);
    s().undo();
    expect(s().selection).toEqual({ kind: 'area', id: areaId });
    s().redo();
    expect(s().selection).toEqual({ kind: 'component', id: a });
  });

  it('selecting and previewing are no undo step', () => {
    const areaId = s().addArea();
    const steps = s().past.length;
    s().select({ kind: 'area', id: areaId });
    s().setDevice('mobile');
    s().setThemeMode('dark');
    expect(s().past.length).toBe(steps);
  });

  it(`keeps at least 500 steps (limit ${HISTORY_LIMIT})`, () => {
    const areaId = s().addArea();
    const id = s().addComponent('text', { areaId });
    for (let i = 0; i < 600; i++) s().renameComponent(id, `n${i}`);
    s().renameComponent(id, 'last');
    // rename coalesces per component; use data updates without a key for distinct steps
    for (let i = 0; i < 600; i++) s().updateComponentData(id, { n: i });
    let undone = 0;
    while (s().canUndo && undone < 2000) {
      s().undo();
      undone++;
    }
    expect(undone).toBeGreaterThanOrEqual(500);
  });
});
