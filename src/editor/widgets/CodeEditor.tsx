import { useEffect, useRef } from 'react';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { syntaxHighlighting, defaultHighlightStyle, bracketMatching } from '@codemirror/language';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { cspNonce } from '../../client/cspNonce';

export type CodeLanguage = 'css' | 'html' | 'svg';

export interface CodeEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  /** The visible label's id: the editable region is named by it. */
  labelledBy?: string;
  describedBy?: string;
  /** Extra extensions (the custom CSS editor adds its linter). */
  extensions?: Extension[];
  minHeight?: number;
}

/**
 * CodeMirror 6 with syntax highlighting, line numbers and its own undo history. Tab indents
 * only after Escape is not pressed: CodeMirror's "Escape then Tab" leaves the editor, so the
 * field never traps keyboard users.
 */
export function CodeEditor({
  id,
  value,
  onChange,
  language,
  labelledBy,
  describedBy,
  extensions = [],
  minHeight = 120,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const attributes: Record<string, string> = { 'aria-multiline': 'true', id };
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    const instance = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          language === 'css' ? css() : html(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          // Where CodeMirror falls back to a <style> element, it needs the page's CSP nonce.
          EditorView.cspNonce.of(cspNonce() ?? ''),
          EditorView.contentAttributes.of(attributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.theme({
            '&': { minHeight: `${minHeight}px` },
            '.cm-scroller': { minHeight: `${minHeight}px` },
          }),
          ...extensions,
        ],
      }),
    });
    view.current = instance;
    return () => {
      instance.destroy();
      view.current = null;
    };
    // The editor is created once per field; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, language]);

  useEffect(() => {
    const instance = view.current;
    if (!instance) return;
    const current = instance.state.doc.toString();
    if (current !== value) {
      // An outside change (undo, another tab): replace the text without echoing it back.
      instance.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="one-editor-code" data-language={language} />;
}

/** The editor view of a CodeEditor's host element, for tests and for the linter refresh. */
export function editorViewOf(element: Element | null): EditorView | null {
  const dom = element?.querySelector('.cm-editor');
  return dom ? EditorView.findFromDOM(dom as HTMLElement) : null;
}
