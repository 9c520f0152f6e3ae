import { EDITOR_OPENING_ID, type EditorOpening } from '../../../../src/schema/layout/editorOpening';

/** Puts in the page the element in which the server gives an editor page its layout. */
export function givePageOpening(opening: EditorOpening): void {
  const given = document.createElement('script');
  given.type = 'application/json';
  given.id = EDITOR_OPENING_ID;
  given.textContent = JSON.stringify(opening);
  document.body.append(given);
}
