// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import { NativeCaretScroll } from '../../../src/editor/widgets/nativeCaretScroll';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function setup(): Editor {
  editor = new Editor({
    extensions: [StarterKit, NativeCaretScroll],
    content: '<p>One</p><p>Two</p>',
  });
  return editor;
}

/** What ProseMirror asks before scrolling to the selection: true means "handled, do not scroll". */
const scrollSkipped = (e: Editor) =>
  Boolean(e.view.someProp('handleScrollToSelection', (f) => f(e.view)));

/** ProseMirror announcing typed text, as it does before inserting it. */
const typeText = (e: Editor, text: string) => {
  const { from, to } = e.state.selection;
  e.view.someProp('handleTextInput', (f) =>
    f(e.view, from, to, text, () => e.state.tr.insertText(text, from, to)),
  );
};

// Typing in the rich-text field keeps the caret in view; the browser reveals the
// caret of text it typed itself, so ProseMirror's own scroll is skipped only for that text.
describe('caret scrolling after a typed character', () => {
  it('is left to the browser for a character typed at a caret, in that task only', async () => {
    const e = setup();
    e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, 4)));
    expect(scrollSkipped(e)).toBe(false);
    typeText(e, 'x');
    expect(scrollSkipped(e)).toBe(true);
    await Promise.resolve();
    expect(scrollSkipped(e)).toBe(false);
  });

  it('stays with ProseMirror over a selection of several paragraphs, which it types itself', () => {
    const e = setup();
    e.view.dispatch(
      e.state.tr.setSelection(TextSelection.create(e.state.doc, 1, e.state.doc.content.size - 1)),
    );
    typeText(e, 'x');
    expect(scrollSkipped(e)).toBe(false);
  });
});
