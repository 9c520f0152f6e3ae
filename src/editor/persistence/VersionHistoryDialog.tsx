import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useLayoutVersions } from '../../client/hooks/useLayoutVersions';
import { Modal } from '../../ui/dialog/Modal';
import { editorStore } from '../store/editorStore';
import { selectLayoutMeta, useOpenLayout } from './openLayoutStore';
import { restoreVersion } from './session';
import { previewVersion } from '../versions/previewVersion';
import { RestoreVersionConfirm } from '../versions/RestoreVersionConfirm';

/**
 * Earlier versions with their time; each can be previewed on the canvas, read only, before it
 * is restored, and restoring one makes it the new draft.
 */
export function VersionHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { layoutId, revision } = useOpenLayout(selectLayoutMeta);
  // Read each time the dialog opens (what is cached shows meanwhile).
  const query = useLayoutVersions(layoutId, { enabled: open });
  const versions = query.data;
  const error = query.error ? apiErrorMessage(query.error) : null;
  /** The version whose Restore asked over unsaved changes. */
  const [asking, setAsking] = useState<number | null>(null);
  const restore = (version: number) => {
    setAsking(null);
    onClose();
    void restoreVersion(version);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Version history"
      className="one-editor-dialog"
    >
      <div className="one-editor-dialog-body">
        {!layoutId && <p>Save the layout first; its versions appear here.</p>}
        {error && <p role="alert">The versions could not be loaded: {error}</p>}
        {layoutId && !versions && !error && <p role="status">Loading versions…</p>}
        {versions && (
          <ul className="one-editor-list">
            {versions.map((version) => (
              <li key={version.revision} className="one-editor-version">
                <span>
                  <strong>Version {version.revision}</strong>
                  {version.revision === revision ? ' (current)' : ''}
                  {version.published ? ' · published' : ''}
                  <br />
                  <time dateTime={version.created_at}>
                    {new Date(version.created_at).toLocaleString()}
                  </time>
                </span>
                {version.revision !== revision && (
                  <span className="one-editor-version-actions">
                    <button
                      type="button"
                      className="one-editor-button"
                      aria-label={`Preview version ${version.revision}`}
                      onClick={() => {
                        onClose();
                        void previewVersion(version.revision);
                      }}
                    >
                      Preview
                    </button>
                    <button
                      type="button"
                      className="one-editor-button"
                      aria-label={`Restore version ${version.revision}`}
                      onClick={() => {
                        // Unsaved changes are lost by restoring: the owner is asked first.
                        if (editorStore.getState().dirty) setAsking(version.revision);
                        else restore(version.revision);
                      }}
                    >
                      Restore
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {asking !== null && (
        <RestoreVersionConfirm
          revision={asking}
          onCancel={() => setAsking(null)}
          onConfirm={() => restore(asking)}
        />
      )}
    </Modal>
  );
}
