import { Modal } from '../../ui/dialog/Modal';
import { openLayoutStore, useOpenLayout } from './openLayoutStore';

/** A 409: someone saved in between. Both versions survive whichever way the owner goes. */
export function ConflictDialog() {
  const conflict = useOpenLayout((s) => s.conflict);
  return (
    <Modal
      open={conflict !== null}
      onOpenChange={(open) => !open && openLayoutStore.setState({ conflict: null })}
      title="This layout changed since you opened it"
      className="one-editor-dialog"
    >
      {conflict && (
        <div className="one-editor-dialog-body">
          <p>
            Someone saved "{conflict.name}" (version {conflict.revision},{' '}
            {new Date(conflict.updated_at).toLocaleString()}) while you were editing. Your changes
            are safe in this browser. Choose what to keep:
          </p>
          <div className="one-editor-dialog-actions">
            <button
              type="button"
              className="one-editor-button one-editor-primary"
              onClick={() => void openLayoutStore.getState().keepBoth()}
            >
              Keep both: save mine as a copy, load theirs
            </button>
            <button
              type="button"
              className="one-editor-button"
              onClick={() => void openLayoutStore.getState().overwriteTheirs()}
            >
              Overwrite with mine
            </button>
            <button
              type="button"
              className="one-editor-button"
              onClick={() => openLayoutStore.setState({ conflict: null })}
            >
              Decide later
            </button>
          </div>
          <p className="one-editor-note">Overwriting keeps their version in the version history.</p>
        </div>
      )}
    </Modal>
  );
}
