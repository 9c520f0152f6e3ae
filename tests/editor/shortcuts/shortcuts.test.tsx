import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditorShortcuts,
  openShortcutsDialog,
} from '../../../src/editor/shortcuts/EditorShortcuts';
import {
  CLIPBOARD_KIND,
  copyPayload,
  parseClipboard,
} from '../../../src/editor/shortcuts/clipboard';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

// The shortcuts dialog's code, fetched in the browser when it first opens, is in from the start.
beforeAll(loadLazyParts);

// The machine is shared: UI tests driven through user-event need room.
vi.setConfig({ testTimeout: 30_000 });

function setup() {
  editorStore.getState().loadDocument(emptyLayout());
  const s = editorStore.getState();
  const a = s.addComponent('text', { areaId: AREA_ID });
  const b = s.addComponent('button', { areaId: AREA_ID });
  const c = s.addComponent('image', { areaId: AREA_ID });
  render(<EditorShortcuts />);
  return { a, b, c };
}

const ids = () => editorStore.getState().document.components.map((c) => c.id);
const selected = () => editorStore.getState().selection;

function pasteEvent(text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: unknown;
  };
  event.clipboardData = { getData: () => text };
  act(() => {
    document.body.dispatchEvent(event);
  });
}

describe('keyboard shortcuts', () => {
  it('Ctrl/Cmd+D duplicates the selection and selects the copy', () => {
    const { b } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: b }));
    fireEvent.keyDown(document.body, { key: 'd', ctrlKey: true });
    expect(ids()).toHaveLength(4);
    expect(selected()?.id).not.toBe(b);
    fireEvent.keyDown(document.body, { key: 'd', metaKey: true });
    expect(ids()).toHaveLength(5);
  });

  it('Delete and Backspace remove the selected component', () => {
    const { a, b } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: a }));
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(ids()).not.toContain(a);
    act(() => editorStore.getState().select({ kind: 'component', id: b }));
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(ids()).not.toContain(b);
  });

  it('↑/↓ move the selection, Alt+↑/↓ move the component, Escape selects the parent', () => {
    const { a, b, c } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: a }));
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(selected()).toEqual({ kind: 'component', id: b });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(selected()).toEqual({ kind: 'component', id: a });
    act(() => editorStore.getState().select({ kind: 'component', id: c }));
    fireEvent.keyDown(document.body, { key: 'ArrowUp', altKey: true });
    const order = [...editorStore.getState().document.components]
      .sort((x, y) => x.order - y.order)
      .map((x) => x.id);
    expect(order).toEqual([a, c, b]);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(selected()).toEqual({ kind: 'area', id: AREA_ID });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(selected()).toBeNull();
  });

  it('not while typing in a field', () => {
    const { a } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: a }));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'Backspace' });
    fireEvent.keyDown(input, { key: 'd', ctrlKey: true });
    expect(ids()).toHaveLength(3);
    input.remove();
  });

  it('Escape in a panel field leaves the field; the next Escape selects the parent', () => {
    const { a } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: a }));
    const panel = document.createElement('aside');
    panel.className = 'one-editor-right';
    const input = document.createElement('input');
    panel.append(input);
    document.body.append(panel);
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).not.toHaveFocus();
    expect(selected()).toEqual({ kind: 'component', id: a });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(selected()).toEqual({ kind: 'area', id: AREA_ID });
    panel.remove();
  });

  it('copy puts JSON on the system clipboard; paste validates it with the schemas, also from another layout', () => {
    const { b } = setup();
    act(() => editorStore.getState().select({ kind: 'component', id: b }));
    const data = new Map<string, string>();
    const copy = new Event('copy', { bubbles: true, cancelable: true }) as Event & {
      clipboardData: unknown;
    };
    copy.clipboardData = { setData: (type: string, text: string) => data.set(type, text) };
    act(() => {
      document.body.dispatchEvent(copy);
    });
    const text = data.get('text/plain')!;
    expect(JSON.parse(text)).toMatchObject({
      kind: CLIPBOARD_KIND,
      components: [{ id: b, type: 'button' }],
    });

    // Another layout: the clipboard JSON lands there with a new id.
    editorStore.getState().loadDocument(emptyLayout());
    pasteEvent(text);
    const pasted = editorStore.getState().document.components;
    expect(pasted).toHaveLength(1);
    expect(pasted[0]).toMatchObject({ type: 'button', areaId: AREA_ID });
    expect(pasted[0]!.id).not.toBe(b);
  });

  it('refuses clipboard JSON that does not fit the component schemas, saying where', () => {
    setup();
    const bad = JSON.stringify({
      kind: CLIPBOARD_KIND,
      version: 3,
      components: [
        { id: 'x1', type: 'separator', areaId: AREA_ID, data: {}, styles: { thickness: 500 } },
      ],
    });
    const result = parseClipboard(bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/styles\.thickness.*at most 20/);
    expect(parseClipboard('hello')).toEqual({
      ok: false,
      message: 'The clipboard does not hold Vitrine components.',
    });
    const before = ids().length;
    pasteEvent(bad);
    expect(ids()).toHaveLength(before);
  });

  it('copies a tab container with what its tabs hold', () => {
    editorStore.getState().loadDocument(emptyLayout());
    const tabs = editorStore.getState().addComponent('tab-container', { areaId: AREA_ID });
    const tabId = String(
      (editorStore.getState().document.components[0]!.data.tabs as { id: string }[])[0]!.id,
    );
    editorStore.getState().addComponent('text', { areaId: AREA_ID, parentId: tabs, tabId });
    const payload = JSON.parse(copyPayload(editorStore.getState().document, tabs)!);
    expect(payload.components.map((c: { type: string }) => c.type)).toEqual([
      'tab-container',
      'text',
    ]);
  });

  it('a "Keyboard shortcuts" button opens the same dialog, for those who do not know "?"', () => {
    setup();
    act(() => openShortcutsDialog());
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('"?" opens the shortcuts dialog listing them all, undo/redo/save included', () => {
    setup();
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of [
      'Duplicate',
      'Delete',
      'Undo',
      'Redo',
      'Save',
      'Select the previous or next component',
      'Show these shortcuts',
    ]) {
      expect(dialog).toHaveTextContent(action);
    }
  });
});
