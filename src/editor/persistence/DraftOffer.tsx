import { acceptDraft, discardDraft } from './session';
import { useSession } from './sessionStore';

/** After a crash or reload: unsaved edits found in this browser, offered back. */
export function DraftOffer() {
  const draft = useSession((s) => s.draftOffer);
  if (!draft) return null;
  return (
    <div className="one-editor-banner" role="alert">
      <span>
        Unsaved changes to this layout from {new Date(draft.savedAt).toLocaleString()} were found in
        this browser.
      </span>
      <button type="button" className="one-editor-button one-editor-primary" onClick={acceptDraft}>
        Restore my changes
      </button>
      <button type="button" className="one-editor-button" onClick={() => void discardDraft()}>
        Discard them
      </button>
    </div>
  );
}
