// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedComponentDefinition } from '../../../src/components/lazyRegistry';
import { startOpeningRequests } from '../../../src/editor/persistence/openingRequests';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';
import { openAtMount, openGivenLayout } from '../../../src/editor/persistence/session';
import { editorStore } from '../../../src/editor/store/editorStore';
import type { LayoutRecord } from '../../../src/schema/entities/layoutRecord';
import { openEditorPageOn } from './support/pageOpening';

/**
 * The server gives an editor page the layout its address names (server/static/editorOpening.ts):
 * the editor opens it before its first render, from the page, without a request of its own.
 */
let page: Awaited<ReturnType<typeof openEditorPageOn>>;
let record: LayoutRecord;

beforeAll(async () => {
  page = await openEditorPageOn('Given page', [
    { id: 't1', type: 'text', areaId: 'main', data: { content: '<p>Given</p>' } },
    { id: 's1', type: 'separator', areaId: 'main', data: {} },
  ]);
  record = page.record;
});

afterAll(() => page.close());

describe('the layout given with the page', () => {
  it('opens before the first render with no request for it, its block types loaded; the mount opens nothing more', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      startOpeningRequests();
      await openGivenLayout();
      expect(openLayoutStore.getState()).toMatchObject({
        status: 'ready',
        layoutId: record.id,
        revision: record.revision,
        name: 'Given page',
      });
      expect(editorStore.getState().document.components.map((c) => c.id)).toEqual(['t1', 's1']);
      expect(loadedComponentDefinition('text')).toBeDefined();
      expect(loadedComponentDefinition('separator')).toBeDefined();
      await openAtMount();
      const layoutReads = spy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes(`/v1/layouts/${record.id}`),
      );
      expect(layoutReads).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
