// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpeningRequests } from '../../../src/editor/persistence/openingRequests';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';
import { openGivenLayout } from '../../../src/editor/persistence/session';
import { editorStore } from '../../../src/editor/store/editorStore';
import type { LayoutRecord } from '../../../src/schema/entities/layoutRecord';
import { openEditorPageOn } from './support/pageOpening';

/**
 * When the server parsed the layout it gives with the page (server/static/editorOpening.ts),
 * the editor takes that result as it is — the server's report is what the editor shows — and
 * does not parse the document a second time.
 */
let page: Awaited<ReturnType<typeof openEditorPageOn>>;
let record: LayoutRecord;
const serverReport = {
  componentErrors: { t1: [{ path: 'components.0.data.content', message: 'Found on the server' }] },
  migrated: [],
};

beforeAll(async () => {
  page = await openEditorPageOn(
    'Checked page',
    [{ id: 't1', type: 'text', areaId: 'main', data: { content: '<p>Hi</p>' } }],
    serverReport,
  );
  record = page.record;
});

afterAll(() => page.close());

describe('a layout the server checked for the page', () => {
  it("opens with the server's report, not a report of its own", async () => {
    startOpeningRequests();
    await openGivenLayout();
    expect(openLayoutStore.getState()).toMatchObject({
      status: 'ready',
      layoutId: record.id,
      componentErrors: serverReport.componentErrors,
    });
    expect(editorStore.getState().document.components.map((c) => c.id)).toEqual(['t1']);
  });
});
