import type { ImageUploadGuidance } from './imageUploadGuidance';
import { uploadMessages } from './messages';

export const uploadGuidanceCss = `
.one-upload-guidance{display:flex;flex-direction:column;gap:4px;font-size:13px;line-height:1.4}
.one-upload-guidance-error{color:var(--one-destructive,#ef4444);font-weight:600}
.one-upload-guidance-warning{color:var(--one-destructive,#ef4444)}
.one-upload-guidance-help{color:var(--one-muted-foreground,#64748b)}
.one-upload-progress{display:flex;align-items:center;gap:8px;font-size:13px;color:var(--one-muted-foreground,#64748b)}
.one-upload-progress progress{flex:1;height:6px;accent-color:var(--one-primary,#3b82f6)}
`;

/** The guidance of imageUploadGuidance() as text beside a file input. Announced politely. */
export function UploadGuidance({ guidance }: { guidance: ImageUploadGuidance | null }) {
  if (!guidance) return null;
  const { error, warnings, help, note } = guidance;
  if (!error && warnings.length === 0 && help.length === 0 && !note) return null;
  return (
    <div className="one-upload-guidance" role="status" aria-live="polite">
      {error ? <p className="one-upload-guidance-error">{error}</p> : null}
      {warnings
        .filter((w) => w !== error)
        .map((warning) => (
          <p key={warning} className="one-upload-guidance-warning">
            {warning}
          </p>
        ))}
      {note ? <p className="one-upload-guidance-help">{note}</p> : null}
      {help.map((line) => (
        <p key={line} className="one-upload-guidance-help">
          {line}
        </p>
      ))}
    </div>
  );
}

/** The compression progress bar (foundation.md "with a progress bar"). */
export function UploadProgress({
  percent,
  label = uploadMessages.optimizing,
}: {
  percent: number;
  label?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="one-upload-progress">
      <progress max={100} value={value} aria-label={label} />
      <span aria-hidden="true">{value}%</span>
    </div>
  );
}
