import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editorStore } from '../../../src/editor/store/editorStore';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';
import { emptyLayout } from '../panels/panelHarness';
import type { LocalDraft } from '../../../src/editor/persistence/localDraft';

const clearDraft = vi.fn(async (_layoutId: string | null) => undefined);
const writeDraft = vi.fn(async (_draft: LocalDraft) => undefined);
vi.mock('../../../src/editor/persistence/localDraft', () => ({
  clearDraft: (id: string | null) => clearDraft(id),
  writeDraft: (draft: LocalDraft) => writeDraft(draft),
}));

const { useLocalDraft } = await import('../../../src/editor/persistence/useLocalDraft');

describe('local draft (offered back after a reload)', () => {
  it('undoing back to the saved document drops the draft: there is nothing left to offer', () => {
    openLayoutStore.setState({ layoutId: 'lay_1', revision: 3 });
    editorStore.getState().loadDocument(emptyLayout());
    renderHook(() => useLocalDraft());
    const s = () => editorStore.getState();
    s().addArea();
    expect(s().dirty).toBe(true);
    expect(clearDraft).not.toHaveBeenCalled();
    s().undo();
    expect(s().dirty).toBe(false);
    expect(clearDraft).toHaveBeenCalledWith('lay_1');
  });

  it('guards leaving the page only while there are unsaved edits', () => {
    openLayoutStore.setState({ layoutId: 'lay_2', revision: 1 });
    editorStore.getState().loadDocument(emptyLayout());
    const { unmount } = renderHook(() => useLocalDraft());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const added = vi.spyOn(window, 'addEventListener');
    expect(leave()).toBe(false);
    editorStore.getState().addArea();
    expect(added).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    expect(leave()).toBe(true);
    const removed = vi.spyOn(window, 'removeEventListener');
    editorStore.getState().undo();
    expect(removed).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    expect(leave()).toBe(false);
    editorStore.getState().redo();
    unmount();
    expect(leave()).toBe(false);
    added.mockRestore();
    removed.mockRestore();
  });

  it('opening another layout right after an edit still keeps that edit as the left layout’s draft', () => {
    openLayoutStore.setState({ layoutId: 'lay_left', revision: 4, name: 'Left' });
    editorStore.getState().loadDocument(emptyLayout());
    const { unmount } = renderHook(() => useLocalDraft());
    writeDraft.mockClear();
    editorStore.getState().addArea();
    const edited = editorStore.getState().document;
    // Another layout loads before the batched write had its turn.
    openLayoutStore.setState({ layoutId: 'lay_next', revision: 1, name: 'Next' });
    editorStore.getState().loadDocument(emptyLayout());
    expect(writeDraft).toHaveBeenCalledTimes(1);
    expect(writeDraft.mock.calls[0]![0]).toMatchObject({
      layoutId: 'lay_left',
      revision: 4,
      layoutName: 'Left',
      document: edited,
    });
    unmount();
  });
});
