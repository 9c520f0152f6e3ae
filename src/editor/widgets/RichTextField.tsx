import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { DOMSerializer } from '@tiptap/pm/model';
import { Selection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { cspNonce } from '../../client/cspNonce';
import { NativeCaretScroll } from './nativeCaretScroll';
import { CleanPaste } from './cleanPaste';
import { ACTIONS, FormattingToolbar, LINK_BUTTON } from './RichTextToolbar';

export interface RichTextFieldProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  /** The field's full name ("Caption of slide 2"), said with each toolbar button's. */
  name?: string;
  describedBy?: string;
  invalid?: boolean;
  /**
   * When given, the editor reloads `value` only when this changes (an outside change such as
   * undo), not whenever `value` does: a value that lags behind the editor's own typing must not
   * replace it. Without it, any `value` that differs from the editor's text is loaded.
   */
  outsideChanges?: number;
  /**
   * Given when the field replaces the text shown before it was focused (RichTextOnFocus): the
   * editor takes the focus as it mounts, with the caret where the owner clicked (or at the end),
   * and then does what a pressed toolbar button asked for.
   */
  focusOnMount?: { at: { x: number; y: number } | 'end'; press?: number };
}

/** A link target: only http, https, mailto and tel (checked with new URL()). */
export function safeLinkHref(input: string): string | null {
  try {
    const url = new URL(input.trim());
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

function LinkForm({ id, editor, onDone }: { id: string; editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(
    (editor.getAttributes('link').href as string | undefined) ?? 'https://',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    const safe = safeLinkHref(href);
    if (!safe) {
      setProblem('Use a full address starting with https://, http://, mailto: or tel:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    onDone();
  };
  return (
    <div className="one-editor-richtext-link" role="group" aria-label="Link">
      <label htmlFor={`${id}__href`} className="one-editor-label">
        Link address
      </label>
      <input
        id={`${id}__href`}
        className="one-editor-input"
        value={href}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}__href-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') {
            e.stopPropagation();
            onDone();
          }
        }}
      />
      {problem ? (
        <p id={`${id}__href-error`} className="one-editor-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="one-editor-row">
        <button type="button" className="one-editor-panel-button" onClick={apply}>
          Apply link
        </button>
        <button
          type="button"
          className="one-editor-panel-button one-editor-secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      </div>
    </div>
  );
}

/**
 * Module-level, like the options below: useEditor compares its options with the editor's on
 * every render and re-applies them (ProseMirror setProps, ≈ 0.5 ms) when any differs, and the
 * field renders on every keystroke.
 *
 * Links are made with the Link button (its address is checked) or by pasting an address over
 * selected text; typed text is not turned into links as it is typed (autolink), as in Webflow's
 * and Shopify's editors: a brand name like "vitrine.shop" stays text. That also keeps linkify
 * off the keystroke path — it rebuilds its scanner (≈ 17 ms) after every editor is destroyed.
 * mailto: and tel: links are allowed by the extension's defaults.
 */
export const EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, autolink: false } }),
  NativeCaretScroll,
  CleanPaste,
];

/** A detached element to serialise into: no browsing context, so nothing in it loads. */
let scratch: HTMLElement | null = null;

/**
 * The editor's content as HTML — what TipTap's getHTML() gives, without making a new HTML
 * document for every call: it runs on every keystroke, and a document per key is garbage the
 * typing then pays for in collection pauses.
 */
export function editorHtml(editor: Editor): string {
  scratch ??= document.implementation.createHTMLDocument('').createElement('div');
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(
    editor.state.doc.content,
    { document: scratch.ownerDocument },
  );
  scratch.replaceChildren(fragment);
  const html = scratch.innerHTML;
  scratch.replaceChildren();
  return html;
}

/** HTML content edited with TipTap: a labelled toolbar and a labelled, multi-line text region. */
export function RichTextField({
  id,
  value,
  onChange,
  labelledBy,
  name,
  describedBy,
  invalid,
  outsideChanges,
  focusOnMount,
}: RichTextFieldProps) {
  // The editor starts from the first value; later outside changes go through the effect below.
  const [content] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'one-editor-richtext-content',
      },
    }),
    [id, labelledBy, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    immediatelyRender: true,
    // TipTap adds a <style> element; the served pages' CSP drops it without the page's nonce.
    injectNonce: cspNonce(),
    editorProps,
    // useEditor calls the latest callback, so a new closure each render is fine.
    onUpdate: ({ editor: e }) => onChange(editorHtml(e)),
  });

  const [linking, setLinking] = useState(false);
  const toggleLink = useCallback(() => setLinking((l) => !l), []);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? ACTIONS.map((a) => a.isActive(e)).concat(e.isActive('link')) : [],
  });

  // Synchronously, in the commit that mounts the editor: keys pressed right after the click
  // that focused the shown text must reach the editor, not the page.
  const [focusRequest] = useState(focusOnMount);
  useLayoutEffect(() => {
    if (!editor || !focusRequest) return;
    const { at, press } = focusRequest;
    const end = Selection.atEnd(editor.state.doc).from;
    const pos =
      at === 'end' ? end : (editor.view.posAtCoords({ left: at.x, top: at.y })?.pos ?? end);
    // A point between blocks is no place for a caret: the nearest one in text is.
    editor.commands.setTextSelection(Selection.near(editor.state.doc.resolve(pos)).from);
    editor.view.focus();
    if (press === LINK_BUTTON) setLinking(true);
    else if (press !== undefined) ACTIONS[press]?.run(editor);
  }, [editor, focusRequest]);

  const latestValue = useRef(value);
  latestValue.current = value;
  const reloadOn = outsideChanges === undefined ? value : outsideChanges;
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editorHtml(editor) !== latestValue.current) {
      // An outside change (undo, another field) — keep the caret when the text is ours.
      editor.commands.setContent(latestValue.current, { emitUpdate: false });
    }
  }, [editor, reloadOn]);

  return (
    <div className="one-editor-richtext">
      <FormattingToolbar
        editor={editor}
        active={active}
        linking={linking}
        onToggleLink={toggleLink}
        field={name}
      />
      {linking && editor ? (
        <LinkForm id={id} editor={editor} onDone={() => setLinking(false)} />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
