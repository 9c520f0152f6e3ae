import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import type { CollectionDetail } from '../../schema/entities/collection';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';
import { usePatchCollection } from '../data';

/** Archive (after a confirmation) or bring back: archived collections are gone for visitors. */
export function ArchiveSection({ collection }: { collection: CollectionDetail }) {
  const patch = usePatchCollection(collection.id);
  const [confirming, setConfirming] = useState(false);
  const archived = Boolean(collection.archived);
  const setArchived = (next: boolean) =>
    patch.mutate(
      { archived: next },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({
            title: next ? 'Collection archived' : 'Collection restored',
            variant: 'success',
          });
        },
      },
    );
  return (
    <section className="one-st-card" aria-labelledby="archive-title">
      <h2 id="archive-title">{archived ? 'Archived' : 'Archive'}</h2>
      <p className="one-st-help">
        {archived
          ? 'Visitors get “not found” on its pages and taps, and its items cannot be registered. Restoring brings everything back as it was.'
          : 'Archiving hides the collection from visitors: its pages and taps answer “not found” and its items cannot be registered. Nothing is deleted; it can be restored.'}
      </p>
      {patch.error && (
        <p role="alert" className="one-st-error">
          {apiErrorMessage(patch.error)}
        </p>
      )}
      {archived ? (
        <button type="button" className="one-st-button" onClick={() => setArchived(false)}>
          Restore the collection
        </button>
      ) : (
        <button
          type="button"
          className="one-st-button one-st-danger"
          onClick={() => setConfirming(true)}
        >
          Archive the collection
        </button>
      )}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Archive “${collection.name}”?`}
        description={`/c/${collection.slug} and every tap of its items will answer “not found” until you restore it.`}
      >
        <div
          className="one-studio-dialog-actions"
          style={{ display: 'flex', gap: 8, marginTop: 16 }}
        >
          <button
            type="button"
            className="one-st-button one-st-danger"
            disabled={patch.isPending}
            onClick={() => setArchived(true)}
          >
            Archive
          </button>
          <button type="button" className="one-st-button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </section>
  );
}
