// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRecord, emptyDocument, publish, save } from '../../../src/editor/persistence/session';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';
import { editorStore } from '../../../src/editor/store/editorStore';
import type { LayoutRecord } from '../../../src/schema/entities/layoutRecord';
import { toastStore } from '../../../src/ui/toast/toastStore';

function record(document: unknown): LayoutRecord {
  return {
    id: 'lay_1',
    name: 'Page',
    document: document as Record<string, unknown>,
    revision: 4,
    published_revision: null,
    collection_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

beforeEach(() => {
  editorStore.getState().loadDocument(emptyDocument());
  openLayoutStore.setState({
    status: 'ready',
    loadErrors: null,
    layoutId: 'current',
    revision: 1,
    name: 'Current',
  });
});

describe('loading a layout (malformed documents never crash or overwrite)', () => {
  it('a malformed document is not loaded: its errors are shown with their paths', async () => {
    const before = editorStore.getState().document;
    const ok = await applyRecord(
      record({
        version: 3,
        grid_config: { areas: [{ id: 'a', startCol: 2, endCol: 1, startRow: 0, endRow: 1 }] },
      }),
    );
    expect(ok).toBe(false);
    expect(openLayoutStore.getState().status).toBe('error');
    expect(openLayoutStore.getState().loadErrors).toContainEqual({
      path: 'grid_config.areas.0.endCol',
      message: 'endCol must be greater than startCol',
    });
    // The editor keeps what it had; nothing is marked to be saved over the stored copy.
    expect(editorStore.getState().document).toBe(before);
    expect(openLayoutStore.getState().layoutId).toBe('current');
    expect(editorStore.getState().dirty).toBe(false);
  });

  it('an older document is migrated on the way in and loads with its revision', async () => {
    const ok = await applyRecord(
      record({
        grid_config: {
          gap: 12,
          areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
        },
        components: [{ id: 'x', type: 'text', areaId: 'a' }],
      }),
    );
    expect(ok).toBe(true);
    const state = editorStore.getState();
    expect(state.document.grid_config?.gap).toBe('12px');
    expect(state.document.version).toBe(3);
    expect(state).toMatchObject({ dirty: false, canUndo: false });
    expect(openLayoutStore.getState()).toMatchObject({
      layoutId: 'lay_1',
      revision: 4,
      name: 'Page',
    });
  });

  it('a stored value that no longer fits is named when the layout opens: what it was and why it went', async () => {
    toastStore.setState({ toasts: [] });
    const ok = await applyRecord(
      record({
        version: 3,
        grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
        components: [
          { id: 'buy', type: 'button', areaId: 'a', data: { text: 'Buy', link: 'www.brand.com' } },
        ],
      }),
    );
    expect(ok).toBe(true);
    const [toast] = toastStore.getState().toasts;
    expect(toast?.title).toBe('Some settings were reset');
    expect(toast?.description).toContain('button buy, content: link “www.brand.com”');
    expect(toast?.description).toContain('Not a link a browser can open');
    // The rest of the block is kept; the stored copy keeps the link until a save.
    const button = editorStore.getState().document.components.find((c) => c.id === 'buy');
    expect(button?.data).toMatchObject({ text: 'Buy', link: '' });
    expect(editorStore.getState().dirty).toBe(false);
  });

  it('after a failed load, Save and Publish write nothing: the stored document stays as it is', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await applyRecord(record({ version: 3, grid_config: { areas: 'oops' } }));
      expect(openLayoutStore.getState().status).toBe('error');
      await publish();
      editorStore.getState().addArea();
      expect(await save()).toBe(false);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('a new layout starts with one area to drop into', () => {
    expect(emptyDocument().grid_config?.areas).toHaveLength(1);
  });
});

describe('renaming the layout', () => {
  it('a new name is an unsaved change (undo does not take it back) and goes with the next save', async () => {
    editorStore.getState().addArea();
    openLayoutStore.getState().rename('  Spring drop  ');
    expect(openLayoutStore.getState().name).toBe('Spring drop');
    expect(editorStore.getState().dirty).toBe(true);
    editorStore.getState().undo();
    expect(editorStore.getState().dirty).toBe(true);
    openLayoutStore.getState().rename('   ');
    expect(openLayoutStore.getState().name).toBe('Spring drop');

    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        ...record(editorStore.getState().document),
        id: 'current',
        name: 'Spring drop',
        revision: 2,
      }),
    );
    try {
      expect(await save()).toBe(true);
      const [, init] = fetchSpy.mock.calls[0]!;
      expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Spring drop', revision: 1 });
      expect(openLayoutStore.getState()).toMatchObject({ name: 'Spring drop', revision: 2 });
      expect(editorStore.getState().dirty).toBe(false);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
