// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../src/client/queryKeys';
import { resetEditorClient } from '../../../src/editor/persistence/editorClient';
import { editorQueryClient } from '../../../src/editor/persistence/editorQueries';
import { startOpeningRequests } from '../../../src/editor/persistence/openingRequests';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';
import { emptyDocument } from '../../../src/editor/persistence/session';
import { editorStore } from '../../../src/editor/store/editorStore';
import { SK, startTestServer, type TestServer } from '../../server/support/testServer';

let server: TestServer;
let layoutId: string;

beforeAll(async () => {
  server = await startTestServer();
  window.__VITRINE_CONFIG__ = { apiBaseUrl: server.url, editorKey: SK };
  resetEditorClient();
  const created = await server
    .client({ apiKey: SK })
    .layouts.create({ name: 'Spring page', document: emptyDocument() });
  layoutId = created.id;
});

afterAll(async () => {
  delete window.__VITRINE_CONFIG__;
  resetEditorClient();
  await server.close();
});

beforeEach(() => {
  editorQueryClient.clear();
  window.history.replaceState(null, '', `/editor?layout=${layoutId}`);
});

/** The calls the editor made to read the layout itself (not its list or versions). */
function layoutReads(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([input]) =>
    new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith(
      `/v1/layouts/${layoutId}`,
    ),
  ).length;
}

describe('the open layout has one owner', () => {
  it("holds the layout's id, revision and name; the editor store holds only the document", async () => {
    expect(await openLayoutStore.getState().open(layoutId)).toBe(true);
    expect(openLayoutStore.getState()).toMatchObject({
      status: 'ready',
      layoutId,
      revision: 1,
      name: 'Spring page',
    });
    const editor = editorStore.getState() as unknown as Record<string, unknown>;
    for (const key of ['layoutId', 'revision', 'layoutName'])
      expect(editor).not.toHaveProperty(key);
  });

  it('a save and a rename go through the store: the new revision and name are its, and nothing is left unsaved', async () => {
    await openLayoutStore.getState().open(layoutId);
    editorStore.getState().addArea();
    openLayoutStore.getState().rename('Summer page');
    expect(editorStore.getState().dirty).toBe(true);
    expect(await openLayoutStore.getState().save()).toBe(true);
    expect(openLayoutStore.getState()).toMatchObject({ revision: 2, name: 'Summer page' });
    expect(editorStore.getState().dirty).toBe(false);
    const stored = await server.client({ apiKey: SK }).layouts.get(layoutId);
    expect(stored).toMatchObject({ revision: 2, name: 'Summer page' });
  });

  it("opening takes the page entry's early request once; opening again asks the server", async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      startOpeningRequests();
      await openLayoutStore.getState().openInitial();
      expect(layoutReads(spy)).toBe(1);
      await openLayoutStore.getState().open(layoutId);
      expect(layoutReads(spy)).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('after a save, the cached version list is read again when next shown', async () => {
    await openLayoutStore.getState().open(layoutId);
    editorQueryClient.setQueryData(queryKeys.layoutVersions(layoutId), []);
    editorStore.getState().addArea();
    await openLayoutStore.getState().save();
    expect(editorQueryClient.getQueryState(queryKeys.layoutVersions(layoutId))?.isInvalidated).toBe(
      true,
    );
  });
});
