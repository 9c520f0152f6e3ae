import { editorStore } from '../store/editorStore';
import { pageTabStore } from '../panels/pageTabStore';
import { dismissCssWarning, useCssWarning } from './cssWarningStore';
import './cssProblemsNotice.css';
import { problemLine } from './cssProblemText';

/** Opens the page's Custom CSS tab and puts the keyboard in the CSS editor. */
export function showCustomCss(): void {
  editorStore.getState().select(null);
  pageTabStore.setState({ tab: 'css' });
  // The tab mounts the editor on the next render.
  let tries = 0;
  const focus = () => {
    const field = document.getElementById('custom-css');
    if (field) field.focus();
    else if (tries++ < 20) requestAnimationFrame(focus);
  };
  requestAnimationFrame(focus);
}

/**
 * After a save or publish of custom CSS with problems: what went through, which lines visitors'
 * pages skip and why, and a way to the CSS. It stays until dismissed or the CSS is clean at the
 * next save — a toast alone would be gone before the list is read.
 */
export function CssProblemsNotice() {
  const warning = useCssWarning();
  if (!warning) return null;
  const done =
    warning.action === 'published'
      ? `Published${warning.revision ? ` version ${warning.revision}` : ''}`
      : `Saved${warning.revision ? ` version ${warning.revision}` : ''}`;
  const count = warning.problems.length === 1 ? '1 problem' : `${warning.problems.length} problems`;
  return (
    <div
      className="one-editor-banner one-editor-css-warning"
      role="alert"
      aria-labelledby="css-warning-title"
    >
      <div className="one-editor-css-warning-body">
        <p id="css-warning-title" className="one-editor-css-warning-title">
          {done}, but the custom CSS has {count}. Visitors’ pages skip the broken parts; the rest
          applies.
        </p>
        <ul className="one-editor-css-warning-list">
          {warning.problems.map((p) => (
            <li key={`${p.line}:${p.column}:${p.message}`}>{problemLine(p)}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="one-editor-button one-editor-primary"
        onClick={() => {
          showCustomCss();
          dismissCssWarning();
        }}
      >
        Fix in Custom CSS
      </button>
      <button type="button" className="one-editor-button" onClick={dismissCssWarning}>
        Dismiss
      </button>
    </div>
  );
}
