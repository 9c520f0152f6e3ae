import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AreaPanel } from '../../../src/editor/grid/AreaPanel';
import { EditorShortcuts } from '../../../src/editor/shortcuts/EditorShortcuts';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

vi.setConfig({ testTimeout: 30_000 });

const doc = () => editorStore.getState().document;

function setup() {
  editorStore.getState().loadDocument(emptyLayout());
  const s = editorStore.getState();
  s.addComponent('text', { areaId: AREA_ID });
  s.addComponent('button', { areaId: AREA_ID });
  act(() => editorStore.getState().select({ kind: 'area', id: AREA_ID }));
}

/** The copy: the area that is not the original, and the types of what it holds. */
function copyOf() {
  const copy = doc().grid_config!.areas.find((a) => a.id !== AREA_ID);
  const inside = doc()
    .components.filter((c) => c.areaId === copy?.id)
    .map((c) => c.type);
  return { copy, inside };
}

describe('duplicating an area', () => {
  it('Ctrl/Cmd+D with an area selected copies it and what it holds into a new row, selected, undone in one step', () => {
    setup();
    render(<EditorShortcuts />);
    fireEvent.keyDown(document.body, { key: 'd', ctrlKey: true });
    const { copy, inside } = copyOf();
    expect(copy).toBeDefined();
    expect(inside).toEqual(['text', 'button']);
    expect(editorStore.getState().selection).toEqual({ kind: 'area', id: copy!.id });
    act(() => editorStore.getState().undo());
    expect(doc().grid_config!.areas).toHaveLength(1);
    expect(doc().components).toHaveLength(2);
  });

  it('the area panel offers "Duplicate area"', async () => {
    setup();
    render(<AreaPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate area' }));
    expect(copyOf().inside).toEqual(['text', 'button']);
  });
});
