// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { givenLayout } from '../../../src/editor/persistence/openingRequests';
import { EDITOR_OPENING_ID } from '../../../src/schema/layout/editorOpening';
import { givePageOpening } from './support/pageOpening';

/**
 * The server reads the layout it gives an editor page with the page's own credential
 * (server/static/editorOpening.ts). An owner who typed a key into this browser tab is answered
 * with that key, perhaps another revision (the draft rather than the published one): the
 * editor then asks the server itself rather than open what the page holds.
 */
afterAll(() => {
  sessionStorage.clear();
  document.getElementById(EDITOR_OPENING_ID)?.remove();
});

describe('a key typed into the tab', () => {
  it('is not what the server read the page with: the layout the page holds is not opened', () => {
    sessionStorage.setItem('vitrine-editor-key', 'sk_typed_by_the_owner');
    givePageOpening({
      id: 'lay_1',
      record: { id: 'lay_1', name: 'Published', revision: 3, document: {} },
    });
    expect(givenLayout('lay_1')).toBeNull();
  });
});
