import { OwnerSessionProvider } from '../../studio/account/ownerSession';
import { LazyOwnerSignIn } from '../../studio/account/LazyOwnerSignIn';
import { forgetEditorClient } from './editorClient';
import { openLayoutStore, useOpenLayout } from './openLayoutStore';

/**
 * Shown instead of the canvas when a layout cannot be opened: every error with its path. The
 * stored document is left exactly as it is.
 */
export function LoadErrors({ onOpen, onNew }: { onOpen: () => void; onNew: () => void }) {
  const title = useOpenLayout((s) => s.loadErrorTitle);
  const errors = useOpenLayout((s) => s.loadErrors);
  const needsKey = useOpenLayout((s) => s.needsKey);
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
        // Signed out, or signed in without a role on this layout's site: the studio sign-in.
        <OwnerSessionProvider>
          <LazyOwnerSignIn
            onSignedIn={() => {
              forgetEditorClient();
              void openLayoutStore.getState().openInitial();
            }}
          />
        </OwnerSessionProvider>
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
