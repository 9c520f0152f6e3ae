import { Extension } from '@tiptap/react';
import { Plugin, TextSelection } from '@tiptap/pm/state';

/**
 * Leaves the caret's scrolling to the browser after a typed character.
 *
 * ProseMirror scrolls its selection into view after every transaction that asks for it, and
 * typed text always does: it measures the caret and every scrolling ancestor of the field
 * (≈ 0.3 ms per keystroke, before the change reaches the document and the canvas). For text the
 * browser typed itself, the browser has already brought the caret into view — it does so for
 * every edit in a focused editable — so measuring again changes nothing. Everything else (Enter,
 * a paste, a toolbar command, the field's own undo, a character typed over several paragraphs)
 * still scrolls the ProseMirror way.
 */
export const NativeCaretScroll = Extension.create({
  name: 'nativeCaretScroll',
  addProseMirrorPlugins() {
    /** Set while the transaction of a typed character is being applied (one task). */
    let typed = false;
    return [
      new Plugin({
        props: {
          handleTextInput(view) {
            // Over any other selection (a node, several paragraphs) ProseMirror types the
            // character itself instead of the browser, and nothing has revealed the caret yet.
            const selection = view.state.selection;
            if (!(selection instanceof TextSelection) || !selection.$from.sameParent(selection.$to))
              return false;
            typed = true;
            // The transaction, and its scroll, are dispatched synchronously after this call.
            queueMicrotask(() => {
              typed = false;
            });
            return false;
          },
          handleScrollToSelection: () => typed,
        },
      }),
    ];
  },
});
