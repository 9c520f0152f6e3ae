import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LayersPanel } from '../../../src/editor/layers/LayersPanel';
import { selectLayerTree } from '../../../src/editor/layers/selectLayerTree';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';

const s = () => editorStore.getState();

// The store's rule: "editing one component re-renders that component and its panel, not the
// canvas" — nor the layers tree, whose rows show nothing of a component's content.
describe('the layers tree while the owner edits', () => {
  it('stays the same tree through content edits and follows renames, hiding and moves', () => {
    s().loadDocument(emptyLayout());
    const text = s().addComponent('text', { areaId: AREA_ID });
    const button = s().addComponent('button', { areaId: AREA_ID });
    const tree = selectLayerTree(s());
    s().updateComponentData(text, { content: '<p>Typed</p>' }, `data:${text}:content`);
    s().updateComponentStyles(text, { fontSize: 20 }, `styles:${text}:fontSize`);
    expect(selectLayerTree(s())).toBe(tree);

    s().renameComponent(text, 'Intro');
    const renamed = selectLayerTree(s());
    expect(renamed).not.toBe(tree);
    expect(renamed[0]!.children[0]!.label).toBe('Intro');

    s().updateComponentVisibility(text, { mobile: false });
    const hidden = selectLayerTree(s());
    expect(hidden).not.toBe(renamed);
    expect(hidden[0]!.children[0]!.component.visibility.mobile).toBe(false);

    s().moveComponent(button, { areaId: AREA_ID }, 0);
    expect(selectLayerTree(s())[0]!.children.map((c) => c.id)).toEqual([button, text]);
  });

  it('shows a rename made after content edits', () => {
    s().loadDocument(emptyLayout());
    const text = s().addComponent('text', { areaId: AREA_ID });
    render(<LayersPanel />);
    act(() => {
      s().updateComponentData(text, { content: '<p>Typed</p>' }, `data:${text}:content`);
      s().renameComponent(text, 'Welcome text');
    });
    expect(screen.getByRole('button', { name: /^Welcome text/ })).toBeTruthy();
  });
});
