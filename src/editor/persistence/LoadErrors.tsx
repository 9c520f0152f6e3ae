import { useState } from 'react';
import { rememberEditorKey } from './editorClient';
import { openInitialLayout } from './session';
import { useSession } from './sessionStore';

/**
 * Shown instead of the canvas when a layout cannot be opened: every error with its path. The
 * stored document is left exactly as it is.
 */
export function LoadErrors({ onOpen, onNew }: { onOpen: () => void; onNew: () => void }) {
  const title = useSession((s) => s.loadErrorTitle);
  const errors = useSession((s) => s.loadErrors);
  const needsKey = useSession((s) => s.needsKey);
  const [key, setKey] = useState('');
  if (!errors) return null;
  return (
    <div className="one-editor-load-errors" role="alert">
      <h2>{title ?? 'The layout could not be opened'}</h2>
      <p>Nothing was changed on the server. Fix the document or open another layout.</p>
      <ul>
        {errors.map((error, i) => (
          <li key={i}>
            {error.path ? <code>{error.path}</code> : null} {error.message}
          </li>
        ))}
      </ul>
      {needsKey && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!key.trim()) return;
            rememberEditorKey(key.trim());
            void openInitialLayout();
          }}
        >
          <label htmlFor="editor-key">Editor API key</label>
          <input
            id="editor-key"
            type="password"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="one-editor-button one-editor-primary">
            Use this key
          </button>
        </form>
      )}
      <div className="one-editor-dialog-actions">
        <button type="button" className="one-editor-button" onClick={onOpen}>
          Open another layout
        </button>
        <button type="button" className="one-editor-button" onClick={onNew}>
          New layout
        </button>
      </div>
    </div>
  );
}
