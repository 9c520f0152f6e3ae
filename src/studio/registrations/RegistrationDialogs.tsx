import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { RegistrationAction, RegistrationRow } from '../../schema/entities/registrationAdmin';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';

export interface RegistrationDialog {
  kind: 'history' | 'transfer' | 'revoke';
  row: RegistrationRow;
}

interface Props {
  collectionId: string;
  dialog: RegistrationDialog;
  onClose: () => void;
}

const owner = (row: RegistrationRow) => row.owner_email ?? row.owner_address ?? 'its owner';

/** The three things done to one registration, each in its own dialog. */
export function RegistrationDialogs({ collectionId, dialog, onClose }: Props) {
  if (dialog.kind === 'history') return <HistoryDialog row={dialog.row} onClose={onClose} />;
  if (dialog.kind === 'transfer')
    return <TransferDialog collectionId={collectionId} row={dialog.row} onClose={onClose} />;
  return <RevokeDialog collectionId={collectionId} row={dialog.row} onClose={onClose} />;
}

function useRefresh(collectionId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: ['studio', 'registrations', collectionId] });
}

function Actions({
  confirm,
  danger,
  pending,
  onConfirm,
  onClose,
  submit,
}: {
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onConfirm?: () => void;
  onClose: () => void;
  submit?: boolean;
}) {
  return (
    <div className="one-st-row" style={{ marginTop: 16 }}>
      <button
        type={submit ? 'submit' : 'button'}
        className={`one-st-button ${danger ? 'one-st-danger' : 'one-st-primary'}`}
        disabled={pending}
        onClick={onConfirm}
      >
        {confirm}
      </button>
      <button type="button" className="one-st-button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

/** Revoking needs a confirmation that says what follows: the token can be registered again. */
function RevokeDialog({
  collectionId,
  row,
  onClose,
}: {
  collectionId: string;
  row: RegistrationRow;
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefresh(collectionId);
  const revoke = useMutation({
    mutationFn: () => client.registrations.revoke(row.id),
    onSuccess: async () => {
      await refresh();
      showToast({ title: `Token ${row.token_id} is no longer registered`, variant: 'success' });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Revoke the registration of token ${row.token_id}?`}
      description={`${owner(row)} will no longer own it, and the next visitor who taps it can register it. Their posts stay on the feed, marked as from a previous owner.`}
    >
      {revoke.error && (
        <p role="alert" className="one-st-error">
          {apiErrorMessage(revoke.error)}
        </p>
      )}
      <Actions
        confirm="Revoke registration"
        danger
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={onClose}
      />
    </Modal>
  );
}

/** A transfer names the new owner's e-mail; the token is theirs once they open the link. */
function TransferDialog({
  collectionId,
  row,
  onClose,
}: {
  collectionId: string;
  row: RegistrationRow;
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefresh(collectionId);
  const [email, setEmail] = useState('');
  const transfer = useMutation({
    mutationFn: () => client.registrations.transfer(row.id, email.trim()),
    onSuccess: async () => {
      await refresh();
      showToast({
        title: `Transfer of token ${row.token_id} started`,
        description: `${email.trim()} gets a link to accept it; ${owner(row)} is told once they do.`,
        variant: 'success',
      });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Transfer token ${row.token_id}`}
      description={`Now registered to ${owner(row)}. The new owner gets an e-mail with a link, valid 7 days; the token is theirs when they open it.`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          transfer.mutate();
        }}
      >
        <div className="one-st-field">
          <label htmlFor="transfer-email">New owner’s e-mail</label>
          <input
            id="transfer-email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {transfer.error && (
          <p role="alert" className="one-st-error">
            {apiErrorMessage(transfer.error)}
          </p>
        )}
        <Actions
          confirm="Send transfer link"
          submit
          pending={transfer.isPending}
          onClose={onClose}
        />
      </form>
    </Modal>
  );
}

const ACTION_WORDS: Record<RegistrationAction['action'], string> = {
  transfer_requested: 'Transfer started',
  transferred: 'Transferred',
  revoked: 'Registration revoked',
};

/** Every transfer and revocation of the token, newest first, with who did it and when. */
function HistoryDialog({ row, onClose }: { row: RegistrationRow; onClose: () => void }) {
  const client = useApiClient();
  const detail = useQuery({
    queryKey: ['studio', 'registration', row.id],
    queryFn: ({ signal }) => client.registrations.detail(row.id, signal),
  });
  const actions = detail.data?.actions ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Token ${row.token_id}: history`}
      description={`Registered to ${owner(row)} on ${new Date(row.registered_at).toLocaleString()}.`}
    >
      {detail.isPending && <p role="status">Loading the history…</p>}
      {detail.error && (
        <p role="alert" className="one-st-error">
          {apiErrorMessage(detail.error)}
        </p>
      )}
      {detail.data?.pending_transfer && (
        <p>
          Waiting for {detail.data.pending_transfer.to_email} to accept a transfer (until{' '}
          {new Date(detail.data.pending_transfer.expires_at).toLocaleString()}).
        </p>
      )}
      {detail.data &&
        (actions.length === 0 ? (
          <p>Nothing was changed since it was registered.</p>
        ) : (
          <ul className="one-st-history">
            {actions.map((a) => (
              <li key={`${a.action}-${a.created_at}`}>
                <strong>{ACTION_WORDS[a.action]}</strong>
                {a.to_email && ` to ${a.to_email}`}
                {a.from_owner && ` (from ${a.from_owner})`}
                <br />
                <span className="one-st-meta">
                  by {a.actor}, {new Date(a.created_at).toLocaleString()}
                </span>
              </li>
            ))}
          </ul>
        ))}
      <div className="one-st-row" style={{ marginTop: 16 }}>
        <button type="button" className="one-st-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
