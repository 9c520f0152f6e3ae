import Loader2 from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { useDeleteActivity } from '../../client/hooks/useDeleteActivity';
import type { Activity } from '../../schema/entities/activity';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';
import { buttonClassName } from '../shared/buttonStyle';
import { feedToasts } from './activityRules';
import { t } from '../../i18n/i18n';

interface DeleteActivityDialogProps {
  activity: Activity | null;
  onClose: () => void;
}

/**
 * blocks.md Delete: a confirmation dialog, then delete, then a toast and a refresh of the list
 * — the refresh is the delete hook's invalidation of the activities cache, once.
 */
export function DeleteActivityDialog({ activity, onClose }: DeleteActivityDialogProps) {
  const remove = useDeleteActivity();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!activity) return;
    setBusy(true);
    try {
      const result = await remove.mutateAsync(activity.id);
      if (result.success) {
        showToast(feedToasts.deleted);
      } else {
        showToast(feedToasts.deleteError);
      }
    } catch (error) {
      console.error('Deleting the activity failed', error);
      showToast(feedToasts.deleteError);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      open={activity !== null}
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={t('feed.deleteTitle')}
      width={420}
      className="one-activity-feed-dialog"
    >
      <p className="one-activity-dialog-text">
        {activity?.title
          ? t('feed.deleteNamed', { title: activity.title })
          : t('feed.deleteUnnamed')}{' '}
        {t('feed.cannotUndo')}
      </p>
      <div className="one-activity-dialog-actions">
        <button
          type="button"
          className={buttonClassName('outline')}
          onClick={onClose}
          disabled={busy}
        >
          {t('feed.cancel')}
        </button>
        <button
          type="button"
          className={`${buttonClassName('primary')} one-button-danger`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? <Loader2 className="one-spin" aria-hidden="true" /> : null}
          {t('feed.delete')}
        </button>
      </div>
    </Modal>
  );
}
