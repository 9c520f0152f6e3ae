import {
  codePart,
  customCssPart,
  occasionalPart,
  formPart,
  inspectorPart,
  richTextPart,
} from '../../../src/editor/lazy/parts';

/**
 * Loads every lazily loaded part of the editor, so a test that renders panels sees their forms
 * (and a dialog its content) at once (in the browser the first use shows a loading status: tests/browser/editor-lazy).
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([
    formPart.load(),
    inspectorPart.load(),
    richTextPart.load(),
    codePart.load(),
    customCssPart.load(),
    occasionalPart.load(),
  ]);
}
