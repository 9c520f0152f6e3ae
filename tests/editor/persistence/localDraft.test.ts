import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
  type LocalDraft,
} from '../../../src/editor/persistence/localDraft';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';

function draftOf(layoutId: string): LocalDraft {
  editorStore.getState().loadDocument(emptyLayout());
  editorStore.getState().addComponent('text', { areaId: AREA_ID });
  editorStore.getState().addComponent('links', { areaId: AREA_ID });
  return {
    layoutId,
    revision: 4,
    layoutName: 'Spring drop',
    document: editorStore.getState().document,
    savedAt: '2026-11-28T01:00:00.000Z',
  };
}

describe('the local draft in IndexedDB', () => {
  it('reads back the document it kept, as one text rather than a copy of every object', async () => {
    const draft = draftOf('lay_a');
    await writeDraft(draft);
    const stored = (await get(draftKey('lay_a'))) as Record<string, unknown>;
    expect(typeof stored.documentJson).toBe('string');
    expect(stored).not.toHaveProperty('document');
    const read = await readDraft('lay_a');
    expect(read).toEqual(JSON.parse(JSON.stringify(draft)));
    // What the session compares to tell a draft from the layout it was opened from.
    expect(JSON.stringify(read!.document)).toBe(JSON.stringify(draft.document));
  });

  it('reads a draft an earlier editor kept as the document itself', async () => {
    const draft = draftOf('lay_b');
    await set(draftKey('lay_b'), JSON.parse(JSON.stringify(draft)));
    expect(await readDraft('lay_b')).toEqual(JSON.parse(JSON.stringify(draft)));
  });

  it('a draft whose text cannot be read back, or is no document, is no draft', async () => {
    const { document: _document, ...rest } = draftOf('lay_c');
    await set(draftKey('lay_c'), { ...rest, documentJson: '{"version":3,"compo' });
    expect(await readDraft('lay_c')).toBeNull();
    await set(draftKey('lay_c'), { ...rest, documentJson: '[1,2]' });
    expect(await readDraft('lay_c')).toBeNull();
    await set(draftKey('lay_c'), 'not a draft');
    expect(await readDraft('lay_c')).toBeNull();
  });

  it('a cleared draft is gone', async () => {
    await writeDraft(draftOf('lay_d'));
    await clearDraft('lay_d');
    expect(await readDraft('lay_d')).toBeNull();
  });
});
