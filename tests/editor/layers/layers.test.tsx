import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LayersPanel } from '../../../src/editor/layers/LayersPanel';
import { buildLayerTree, flattenComponentIds } from '../../../src/editor/layers/layerTree';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';

// The machine is shared: UI tests driven through user-event need room.
vi.setConfig({ testTimeout: 30_000 });

function setup() {
  editorStore.getState().loadDocument(emptyLayout());
  const s = editorStore.getState();
  const text = s.addComponent('text', { areaId: AREA_ID });
  const tabs = s.addComponent('tab-container', { areaId: AREA_ID });
  const tabId = String(
    (
      editorStore.getState().document.components.find((c) => c.id === tabs)!.data.tabs as {
        id: string;
      }[]
    )[0]!.id,
  );
  const inner = s.addComponent('button', { areaId: AREA_ID, parentId: tabs, tabId });
  const image = s.addComponent('image', { areaId: AREA_ID });
  return { text, tabs, inner, image };
}

describe('layers panel', () => {
  beforeEach(() => undefined);

  it('shows areas and their components as a tree, tabs nested, in canvas order', () => {
    const ids = setup();
    const tree = buildLayerTree(editorStore.getState().document);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children.map((c) => c.type)).toEqual(['text', 'tab-container', 'image']);
    expect(tree[0]!.children[1]!.tabs[0]!.children.map((c) => c.id)).toEqual([ids.inner]);
    expect(flattenComponentIds(tree)).toEqual([ids.text, ids.tabs, ids.inner, ids.image]);
    render(<LayersPanel />);
    const tabsList = screen.getByRole('list', { name: 'Tabs of Tab container' });
    expect(within(tabsList).getByRole('button', { name: 'Button' })).toBeInTheDocument();
  });

  it('follows and drives the canvas selection', async () => {
    const ids = setup();
    render(<LayersPanel />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Text' }));
    expect(editorStore.getState().selection).toEqual({ kind: 'component', id: ids.text });
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-current', 'true');
    act(() => editorStore.getState().select({ kind: 'component', id: ids.image }));
    expect(screen.getByRole('button', { name: 'Image' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Text' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the keyboard in the list: focus follows ↑/↓ selection and a deleted row hands it on', async () => {
    const ids = setup();
    render(<LayersPanel />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text' }));
    // ↓ selects the next component (EditorShortcuts): the focus goes with the selection.
    act(() => editorStore.getState().select({ kind: 'component', id: ids.image }));
    expect(screen.getByRole('button', { name: 'Image' })).toHaveFocus();
    // The row's Delete button, pressed from the keyboard: its row goes, the focus does not.
    screen.getByRole('button', { name: 'Delete Image' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveClass('one-editor-layer-name');
  });

  it('renames, hides on every device and deletes', { timeout: 30_000 }, async () => {
    const ids = setup();
    render(<LayersPanel />);
    const user = userEvent.setup();
    // Row actions show on the hovered, focused or selected row.
    await user.click(screen.getByRole('button', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Rename Text' }));
    const input = screen.getByRole('textbox', { name: 'Name of Text' });
    await user.clear(input);
    await user.type(input, 'Intro{Enter}');
    expect(editorStore.getState().document.components.find((c) => c.id === ids.text)!.name).toBe(
      'Intro',
    );
    await user.click(screen.getByRole('button', { name: 'Hide Intro on every device' }));
    expect(
      editorStore.getState().document.components.find((c) => c.id === ids.text)!.visibility,
    ).toMatchObject({ mobile: false, tablet: false, desktop: false });
    expect(screen.getByRole('button', { name: 'Show Intro on every device' })).toBeInTheDocument();
    // The row keeps its name; the hidden marker is its description.
    const row = screen.getByRole('button', { name: 'Intro' });
    expect(row).toHaveAccessibleName('Intro');
    expect(row).toHaveAccessibleDescription('hidden');
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await user.click(screen.getByRole('button', { name: 'Delete Image' }));
    expect(editorStore.getState().document.components.some((c) => c.id === ids.image)).toBe(false);
  });

  it('reorders by dragging with the keyboard (Space, arrow, Space)', async () => {
    const ids = setup();
    render(<LayersPanel />);
    const handle = screen.getByRole('button', { name: 'Drag to move Image' });
    handle.focus();
    // jsdom has no layout: give rows positions so the keyboard sensor can find the row above.
    const rows = [...document.querySelectorAll('.one-editor-layer-row')] as HTMLElement[];
    rows.forEach((row, i) => {
      row.getBoundingClientRect = () => ({
        x: 0,
        y: i * 30,
        top: i * 30,
        left: 0,
        bottom: i * 30 + 28,
        right: 200,
        width: 200,
        height: 28,
        toJSON: () => ({}),
      });
    });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowUp', code: 'ArrowUp' });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    const order = buildLayerTree(editorStore.getState().document)[0]!.children.map((c) => c.id);
    expect(order.indexOf(ids.image)).toBeLessThan(2);
  });
});

describe('layers panel while a saved version is previewed', () => {
  it("shows the version's layers, read only, and the draft's again after", () => {
    const ids = setup();
    const draft = editorStore.getState().document;
    const version = { ...draft, components: draft.components.filter((c) => c.id !== ids.image) };
    render(<LayersPanel />);
    act(() => editorStore.getState().startPreview({ revision: 3, document: version }));
    expect(screen.getByRole('note')).toHaveTextContent('The layers of version 3, read only');
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Drag to move / })).toBeNull();
    expect(screen.queryByText('Image')).toBeNull();
    act(() => editorStore.getState().endPreview());
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Image' })).toBeInTheDocument();
  });
});
