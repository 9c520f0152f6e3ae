import type { Member } from '../../schema/entities/owner';
import { Modal } from '../../ui/dialog/Modal';

/**
 * Asks before someone loses the site: removing cannot be undone from here (they must be invited
 * again), so it says what follows and names the person. An invitation not taken up yet is
 * withdrawn in the same words a person would use for it.
 */
export function RemoveMemberDialog({
  member,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  member: Member;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const invited = !member.accepted;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        invited
          ? `Withdraw the invitation to ${member.email}?`
          : `Remove ${member.email} from this site?`
      }
      description={
        invited
          ? 'The link in their invitation stops working. You can invite them again later.'
          : 'They can no longer open this site in the studio or change anything on it. What they made stays. You can invite them again later.'
      }
      width={480}
    >
      {error && (
        <p role="alert" className="one-st-error">
          {error}
        </p>
      )}
      <div className="one-account-confirm">
        <button
          type="button"
          className="one-st-button one-st-danger"
          disabled={busy}
          onClick={onConfirm}
        >
          {invited ? 'Withdraw invitation' : 'Remove from site'}
        </button>
        <button type="button" className="one-st-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
