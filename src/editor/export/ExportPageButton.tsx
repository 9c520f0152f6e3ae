import { useState } from 'react';
import { useEditorStore } from '../store/editorStore';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { selectDocument } from '../store/selectors';
import { downloadFile } from '../css/exportCss';

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; fileName: string; warnings: string[] }
  | { kind: 'failed'; message: string };

/**
 * "Export page": the layout as a page that stands alone (docs/decisions/export.md), as a .zip.
 * The exporter, React's server renderer and the zip library load only when it is clicked, so
 * the editor's start-up bundle does not carry them.
 */
export function ExportPageButton() {
  const layout = useEditorStore(selectDocument);
  const name = useOpenLayout((s) => s.name);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function exportPage() {
    setStatus({ kind: 'working' });
    try {
      const { exportPageZip } = await import('./exportPageZip');
      const zip = await exportPageZip(layout, name);
      downloadFile(zip.fileName, zip.bytes as BlobPart, 'application/zip');
      setStatus({ kind: 'done', fileName: zip.fileName, warnings: zip.warnings });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <>
      <button
        type="button"
        className="one-editor-panel-button"
        onClick={() => void exportPage()}
        disabled={status.kind === 'working'}
        aria-describedby="export-page-help export-page-status"
      >
        Export page
      </button>
      <span id="export-page-help" className="one-editor-visually-hidden">
        Downloads this layout as a page that works on its own (index.html, its script and its
        images) in a .zip: open it from disk or put it on any static host.
      </span>
      <div id="export-page-status" className="one-editor-export-status" aria-live="polite">
        {status.kind === 'working' ? <p className="one-editor-help">Preparing the page…</p> : null}
        {status.kind === 'done' ? (
          <>
            <p className="one-editor-ok">Downloaded {status.fileName}.</p>
            {status.warnings.length > 0 ? (
              <ul className="one-editor-errors">
                {status.warnings.map((warning) => (
                  <li key={warning} className="one-editor-error">
                    {warning}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {status.kind === 'failed' ? (
          <p className="one-editor-error" role="alert">
            The page could not be exported: {status.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
