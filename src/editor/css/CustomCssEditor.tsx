import { useEffect, useMemo, useRef, useState } from 'react';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Minimize2 from 'lucide-react/icons/minimize-2';
import type { CssProblem } from '../../renderer/css/scopeCss';
import { MAX_CUSTOM_CSS_LENGTH } from '../../schema/layout/document';
import { announceHistory } from '../shell/historyAnnouncement';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectCustomCss, selectDocument } from '../store/selectors';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { CodeEditor } from '../widgets/CodeEditor';
import { ExportPageButton } from '../export/ExportPageButton';
import { cssFileName, downloadText, exportLayoutCss } from './exportCss';
import './customCssEditor.css';
import { customCssProblems, problemLine } from './customCssProblems';

export { customCssProblems } from './customCssProblems';

function diagnostics(view: EditorView, problems: readonly CssProblem[]): Diagnostic[] {
  const doc = view.state.doc;
  return problems.map((p) => {
    const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
    const from = Math.min(line.from + Math.max(p.column - 1, 0), line.to);
    return {
      from,
      to: Math.max(from, line.to),
      severity: 'error',
      message: problemLine(p),
    };
  });
}

/**
 * The layout's custom CSS: CodeMirror with CSS highlighting, problems shown with their line
 * numbers (from scopeCss, the renderer's own parser) and applied to the canvas as typed. The
 * text is kept even while it has an error — the page then skips it, as visitors' pages do.
 */
export function CustomCssEditor() {
  const css = useEditorStore(selectCustomCss);
  const [problems, setProblems] = useState<CssProblem[]>(() => customCssProblems(css));
  useEffect(() => setProblems(customCssProblems(css)), [css]);
  const problemsRef = useRef(problems);
  problemsRef.current = problems;
  const extensions = useMemo(
    () => [
      lintGutter(),
      linter((view) => diagnostics(view, customCssProblems(view.state.doc.toString())), {
        delay: 250,
      }),
      // Ctrl+Z here undoes in the CSS editor first; it says so as the page's undo does.
      EditorView.updateListener.of((update) => {
        for (const transaction of update.transactions) {
          if (transaction.isUserEvent('undo')) announceHistory('Undid: custom CSS edit');
          else if (transaction.isUserEvent('redo')) announceHistory('Redid: custom CSS edit');
        }
      }),
    ],
    [],
  );
  // Text past the limit stays in the editor, not in the document: say so until it fits again.
  const [refusedLength, setRefusedLength] = useState<number | null>(null);
  const tooLong = css.length > MAX_CUSTOM_CSS_LENGTH || refusedLength !== null;
  // Enlarged, the same editor is lifted over the page: text, caret and undo history stay.
  const [large, setLarge] = useState(false);

  return (
    <>
      {large ? (
        <div className="one-editor-css-backdrop" aria-hidden onClick={() => setLarge(false)} />
      ) : null}
      <section
        className={`one-editor-page-section${large ? ' one-editor-css-large' : ''}`}
        aria-labelledby="custom-css-label"
        onKeyDown={(event) => {
          // Escape shrinks the enlarged editor and nothing else: the selection and panels stay.
          if (event.key !== 'Escape' || !large) return;
          event.preventDefault();
          event.stopPropagation();
          setLarge(false);
        }}
      >
        <div className="one-editor-css-head">
          <h3 id="custom-css-label" className="one-editor-section-title">
            Custom CSS
          </h3>
          <button
            type="button"
            className="one-editor-panel-button"
            aria-pressed={large}
            title={large ? 'Back to the panel (Escape)' : 'Edit in a large panel'}
            onClick={() => setLarge((was) => !was)}
          >
            {large ? <Minimize2 aria-hidden size={14} /> : <Maximize2 aria-hidden size={14} />}{' '}
            Enlarge CSS editor
          </button>
        </div>
        <p id="custom-css-help" className="one-editor-help">
          Applies to this layout only (selectors are scoped to it). <code>html</code>,{' '}
          <code>body</code> and <code>:root</code> mean the whole layout. Fonts may load from Google
          Fonts and Adobe Fonts.
        </p>
        <CodeEditor
          id="custom-css"
          language="css"
          value={css}
          labelledBy="custom-css-label"
          describedBy="custom-css-help custom-css-problems"
          extensions={extensions}
          minHeight={180}
          onChange={(next) => {
            if (next.length > MAX_CUSTOM_CSS_LENGTH) {
              setRefusedLength(next.length);
              return;
            }
            setRefusedLength(null);
            editorStore.getState().setCustomCss(next, 'custom-css');
          }}
        />
        <div
          id="custom-css-problems"
          role="status"
          aria-live="polite"
          className="one-editor-css-status"
        >
          {problems.length === 0 ? (
            <p className={css.trim() === '' ? 'one-editor-help' : 'one-editor-ok'}>
              {css.trim() === '' ? 'No custom CSS.' : 'No problems: applied to the page.'}
            </p>
          ) : (
            <ul className="one-editor-errors">
              {problems.map((p) => (
                <li key={`${p.line}:${p.column}:${p.message}`} className="one-editor-error">
                  Line {p.line}
                  {p.column ? `, column ${p.column}` : ''}: {p.message}
                </li>
              ))}
            </ul>
          )}
          {tooLong ? (
            <p className="one-editor-error" role="alert">
              Custom CSS is limited to {MAX_CUSTOM_CSS_LENGTH.toLocaleString('en-US')} characters
              {refusedLength !== null
                ? `: this text has ${refusedLength.toLocaleString('en-US')}. Changes past the limit are not applied or saved until it is shorter.`
                : '.'}
            </p>
          ) : null}
        </div>
        <div className="one-editor-export-row">
          <ExportCssButton />
          <ExportPageButton />
        </div>
      </section>
    </>
  );
}

/** "Export CSS": the layout's whole stylesheet as a .css file matching the static HTML export. */
export function ExportCssButton() {
  const layout = useEditorStore(selectDocument);
  const name = useOpenLayout((s) => s.name);
  // The description sits beside the button, not in it: inside, it became part of the name.
  return (
    <>
      <button
        type="button"
        className="one-editor-panel-button"
        onClick={() => downloadText(cssFileName(name), exportLayoutCss(layout))}
        aria-describedby="export-css-help"
      >
        Export CSS
      </button>
      <span id="export-css-help" className="one-editor-visually-hidden">
        Downloads the grid, breakpoint, theme, component and custom CSS of this layout as one .css
        file.
      </span>
    </>
  );
}
