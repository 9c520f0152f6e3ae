import { resetEditorClient } from '../../../../src/editor/persistence/editorClient';
import type { LayoutRecord } from '../../../../src/schema/entities/layoutRecord';
import type { LayoutCheck } from '../../../../src/schema/layout/checkedLayout';
import { EDITOR_OPENING_ID, type EditorOpening } from '../../../../src/schema/layout/editorOpening';
import { SK, startTestServer, type TestServer } from '../../../server/support/testServer';

/** Puts in the page the element in which the server gives an editor page its layout. */
export function givePageOpening(opening: EditorOpening): void {
  const given = document.createElement('script');
  given.type = 'application/json';
  given.id = EDITOR_OPENING_ID;
  given.textContent = JSON.stringify(opening);
  document.body.append(given);
}

/**
 * An editor page as the server gives it: a real API server, the editor pointed at it with the
 * development key, a layout made through the API with `components` in one area, the address
 * naming it and the page holding its record (with `check`, the server's parse report).
 * `close` undoes all of it.
 */
export async function openEditorPageOn(
  name: string,
  components: Record<string, unknown>[],
  check?: LayoutCheck,
): Promise<{ server: TestServer; record: LayoutRecord; close: () => Promise<void> }> {
  const server = await startTestServer();
  window.__VITRINE_CONFIG__ = { apiBaseUrl: server.url, editorKey: SK };
  resetEditorClient();
  const record = await server.client({ apiKey: SK }).layouts.create({
    name,
    document: {
      version: 3,
      grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      components,
    },
  });
  window.history.replaceState(null, '', `/editor?layout=${record.id}`);
  givePageOpening(check ? { id: record.id, record, check } : { id: record.id, record });
  return {
    server,
    record,
    async close() {
      delete window.__VITRINE_CONFIG__;
      resetEditorClient();
      await server.close();
    },
  };
}
