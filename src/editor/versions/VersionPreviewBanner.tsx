import { useMemo, useState } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import History from 'lucide-react/icons/rotate-ccw-clock';
import './versionPreviewBanner.css';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDocument, selectPreview } from '../store/selectors';
import { restorePreviewed } from './previewVersion';
import { RestoreVersionConfirm } from './RestoreVersionConfirm';
import { describeDiff, versionDiff } from './versionDiff';

/**
 * Above the canvas while a saved version is previewed: which version, that it is read only,
 * what restoring it would change in the draft, and the two ways out — Restore and Back.
 */
export function VersionPreviewBanner() {
  const preview = useEditorStore(selectPreview);
  const draft = useEditorStore(selectDocument);
  const [asking, setAsking] = useState(false);
  const lines = useMemo(
    () => (preview ? describeDiff(versionDiff(draft, preview.document)) : []),
    [draft, preview],
  );
  if (!preview) return null;
  const title = `Previewing version ${preview.revision} — read only`;
  return (
    <section className="one-editor-version-banner" aria-label="Version preview">
      <div className="one-editor-version-banner-text">
        <h2>
          <History aria-hidden size={16} /> {title}
        </h2>
        <ul aria-label="What restoring it changes in your draft">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="one-editor-version-banner-actions">
        <button
          type="button"
          className="one-editor-button"
          aria-label="Back to the draft"
          onClick={() => editorStore.getState().endPreview()}
        >
          <ArrowLeft aria-hidden size={14} /> Back
        </button>
        <button
          type="button"
          className="one-editor-button one-editor-primary"
          aria-label={`Restore version ${preview.revision}`}
          onClick={() => {
            // Unsaved changes are lost by restoring: the owner is asked first.
            if (editorStore.getState().dirty) setAsking(true);
            else void restorePreviewed();
          }}
        >
          Restore
        </button>
      </div>
      {asking && (
        <RestoreVersionConfirm
          revision={preview.revision}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void restorePreviewed();
          }}
        />
      )}
    </section>
  );
}

/** The inspector while a version is previewed: nothing there can be edited. */
export function VersionPreviewNote() {
  const preview = useEditorStore(selectPreview);
  if (!preview) return null;
  return (
    <section className="one-editor-panel" aria-label="Version preview">
      <header className="one-editor-panel-header">
        <h2 className="one-editor-panel-title">Version {preview.revision}</h2>
      </header>
      <p className="one-editor-help one-editor-tab-panel">
        A saved version is shown read only. Restore it to edit it, or go back to your draft.
      </p>
    </section>
  );
}
