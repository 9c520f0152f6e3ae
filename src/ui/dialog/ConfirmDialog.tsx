import type { ReactNode } from 'react';
import { Modal } from './Modal';

/** The class names a surface dresses its confirmation in: the studio's, or the editor's. */
const LOOKS = {
  studio: {
    dialog: undefined,
    body: undefined,
    error: 'one-st-error',
    actions: 'one-account-confirm',
    confirm: 'one-st-button',
    danger: 'one-st-danger',
    cancel: 'one-st-button',
  },
  editor: {
    dialog: 'one-editor-dialog',
    body: 'one-editor-dialog-body',
    error: 'one-editor-media-problem',
    actions: 'one-editor-dialog-actions',
    confirm: 'one-editor-button one-editor-primary',
    danger: 'one-editor-danger',
    cancel: 'one-editor-button',
  },
} as const;

export interface ConfirmDialogProps {
  /** The question, naming what is affected: `Revoke the key "Warehouse sync"?`. */
  title: string;
  /** What follows if the owner goes on, in a sentence or two. */
  description: string;
  /** The confirming button says the action itself ("Revoke key"), never just "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** The action cannot be undone from here: its button is drawn as a warning. */
  danger?: boolean;
  /** The action is running: its button waits, Cancel still closes. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open to try again or cancel. */
  error?: string | null;
  look: keyof typeof LOOKS;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or a click outside: nothing happens. */
  onCancel: () => void;
  /** More to read before deciding (a list of what is affected). */
  children?: ReactNode;
}

/**
 * Asks before an action in our own dialog rather than the browser's `confirm()`: it says what
 * is affected in its own words, keeps focus inside while open, and Cancel puts focus back on
 * the control that asked (./Modal.tsx). Shown while mounted; the caller unmounts it to close.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  error = null,
  look,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const classes = LOOKS[look];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      className={classes.dialog}
      width={480}
    >
      <div className={classes.body}>
        {children}
        {error && (
          <p role="alert" className={classes.error}>
            {error}
          </p>
        )}
        <div className={classes.actions}>
          <button
            type="button"
            className={danger ? `${classes.confirm} ${classes.danger}` : classes.confirm}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
          <button type="button" className={classes.cancel} onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
