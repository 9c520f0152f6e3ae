import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';

/**
 * Asked before a saved version replaces a draft with unsaved changes: those changes are lost
 * (the browser's copy of them is cleared too), so it says so and names the version.
 */
export function RestoreVersionConfirm({
  revision,
  onConfirm,
  onCancel,
}: {
  revision: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      look="editor"
      danger
      title={`Restore version ${revision} over your unsaved changes?`}
      description={`Version ${revision} becomes the draft and the changes you have not saved are lost. Every saved version stays in the history.`}
      confirmLabel="Lose my changes and restore"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
