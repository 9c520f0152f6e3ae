import type { Member } from '../../schema/entities/owner';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';

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
    <ConfirmDialog
      look="studio"
      danger
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
      confirmLabel={invited ? 'Withdraw invitation' : 'Remove from site'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
