import { openLayoutStore, useOpenLayout } from './openLayoutStore';

/** After a crash or reload: unsaved edits found in this browser, offered back. */
export function DraftOffer() {
  const draft = useOpenLayout((s) => s.draftOffer);
  if (!draft) return null;
  return (
    <div className="one-editor-banner" role="alert">
      <span>
        Unsaved changes to this layout from {new Date(draft.savedAt).toLocaleString()} were found in
        this browser.
      </span>
      <button
        type="button"
        className="one-editor-button one-editor-primary"
        onClick={() => openLayoutStore.getState().acceptDraft()}
      >
        Restore my changes
      </button>
      <button
        type="button"
        className="one-editor-button"
        onClick={() => void openLayoutStore.getState().discardDraft()}
      >
        Discard them
      </button>
    </div>
  );
}
