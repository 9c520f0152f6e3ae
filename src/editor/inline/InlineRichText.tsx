import { useEffect, useRef } from 'react';
import { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import { EXTENSIONS, editorHtml } from '../widgets/RichTextField';

interface Props {
  /** The element in the canvas frame that the editor fills. */
  host: HTMLElement;
  /** The text's (sanitised) HTML when editing starts. */
  initial: string;
  /** Names the editable text for assistive technology ("Text of Hero text"). */
  label: string;
  at: { x: number; y: number } | null;
  onChange: (html: string) => void;
}

/**
 * TipTap, with the panel's own extensions, editing a text in place on the canvas. The editable
 * element is made in the frame's document and handed to ProseMirror as its own (`mount`), so
 * the view reads the frame's selection and listens to the frame's selection changes; an element
 * made in the editor's window and moved into the frame would follow the wrong document.
 */
export function InlineRichText({ host, initial, label, at, onChange }: Props) {
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const start = useRef({ initial, at, label }).current;

  useEffect(() => {
    const editable = host.ownerDocument.createElement('div');
    host.appendChild(editable);
    const editor = new Editor({
      element: { mount: editable },
      extensions: EXTENSIONS,
      content: start.initial,
      // The frame has no TipTap stylesheet: the canvas adds the few rules it needs.
      injectCSS: false,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': start.label,
          class: 'one-inline-editable',
        },
      },
      onUpdate: ({ editor: e }) => latestChange.current(editorHtml(e)),
    });
    const point = start.at;
    const doc = editor.state.doc;
    const end = doc.content.size;
    const pos = point
      ? (editor.view.posAtCoords({ left: point.x, top: point.y })?.pos ?? end)
      : end;
    // The nearest place for a caret: a point beside a heading or past the last paragraph is
    // between blocks, where a text selection cannot be (ProseMirror warns about it).
    editor.commands.setTextSelection(Selection.near(doc.resolve(pos)).from);
    editor.view.focus();
    return () => {
      editor.destroy();
      editable.remove();
    };
    // One editor for the whole edit: the text it starts from and the caret are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
