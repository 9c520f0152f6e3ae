import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { AdminToken } from '../../schema/entities/tokenAdmin';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';

/** A new tap code after a confirmation: the old code stops working at once. */
export function RotateCodeDialog({ token, onClose }: { token: AdminToken; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: () => client.tokens.rotateCode(token.id),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      showToast({
        title: `Token ${token.token_id} has a new tap code`,
        description: updated?.short_url,
        variant: 'success',
      });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Give token ${token.token_id} a new tap code?`}
      description={`${token.short_url} stops working at once: a tag or label that carries it must be written again.`}
    >
      {rotate.error && (
        <p role="alert" className="one-st-error">
          {apiErrorMessage(rotate.error)}
        </p>
      )}
      <div className="one-st-row" style={{ marginTop: 16 }}>
        <button
          type="button"
          className="one-st-button one-st-danger"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate()}
        >
          New tap code
        </button>
        <button type="button" className="one-st-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
