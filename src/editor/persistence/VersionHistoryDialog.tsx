import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../client';
import type { LayoutVersion } from '../../schema/entities/layoutRecord';
import { Modal } from '../../ui/dialog/Modal';
import { editorStore } from '../store/editorStore';
import { editorClient } from './editorClient';
import { restoreVersion } from './session';
import { previewVersion } from '../versions/previewVersion';

/**
 * Earlier versions with their time; each can be previewed on the canvas, read only, before it
 * is restored, and restoring one makes it the new draft.
 */
export function VersionHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [versions, setVersions] = useState<LayoutVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const layoutId = editorStore.getState().layoutId;
  const revision = editorStore.getState().revision;

  useEffect(() => {
    if (!open || !layoutId) return;
    setVersions(null);
    setError(null);
    editorClient()
      .layouts.versions(layoutId)
      .then((result) =>
        setVersions([...(result?.data ?? [])].sort((a, b) => b.revision - a.revision)),
      )
      .catch((e: unknown) => setError(apiErrorMessage(e)));
  }, [open, layoutId]);

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
                        if (
                          editorStore.getState().dirty &&
                          !window.confirm('Restoring replaces your unsaved changes. Continue?')
                        )
                          return;
                        onClose();
                        void restoreVersion(version.revision);
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
    </Modal>
  );
}
