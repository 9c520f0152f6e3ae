import { useMemo } from 'react';
import { ArrowLeft, History } from 'lucide-react';
import { StyleTag } from '../../renderer/StyleTag';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDocument, selectPreview } from '../store/selectors';
import { restorePreviewed } from './previewVersion';
import { describeDiff, versionDiff } from './versionDiff';

const css = `
.one-ed-version-banner{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px 16px;padding:10px 14px;background:#fef3c7;border-bottom:1px solid #f59e0b;color:#422006}
.one-ed-version-banner h2{margin:0;font-size:15px;display:flex;align-items:center;gap:6px}
.one-ed-version-banner ul{margin:4px 0 0;padding-left:18px;font-size:13px}
.one-ed-version-banner-text{flex:1;min-width:240px}
.one-ed-version-banner-actions{display:flex;gap:8px}
`;

/**
 * Above the canvas while a saved version is previewed: which version, that it is read only,
 * what restoring it would change in the draft, and the two ways out — Restore and Back.
 */
export function VersionPreviewBanner() {
  const preview = useEditorStore(selectPreview);
  const draft = useEditorStore(selectDocument);
  const lines = useMemo(
    () => (preview ? describeDiff(versionDiff(draft, preview.document)) : []),
    [draft, preview],
  );
  if (!preview) return null;
  const title = `Previewing version ${preview.revision} — read only`;
  return (
    <section className="one-ed-version-banner" aria-label="Version preview">
      <StyleTag css={css} />
      <div className="one-ed-version-banner-text">
        <h2>
          <History aria-hidden size={16} /> {title}
        </h2>
        <ul aria-label="What restoring it changes in your draft">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="one-ed-version-banner-actions">
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
          onClick={() => void restorePreviewed()}
        >
          Restore
        </button>
      </div>
    </section>
  );
}

/** The inspector while a version is previewed: nothing there can be edited. */
export function VersionPreviewNote() {
  const preview = useEditorStore(selectPreview);
  if (!preview) return null;
  return (
    <section className="one-ed-panel" aria-label="Version preview">
      <header className="one-ed-panel-header">
        <h2 className="one-ed-panel-title">Version {preview.revision}</h2>
      </header>
      <p className="one-ed-help one-ed-tab-panel">
        A saved version is shown read only. Restore it to edit it, or go back to your draft.
      </p>
    </section>
  );
}
