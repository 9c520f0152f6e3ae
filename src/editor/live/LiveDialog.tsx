import { useEffect, useId, useState } from 'react';
import { Modal } from '../../ui/dialog/Modal';
import { selectLayoutMeta, useOpenLayout } from '../persistence/openLayoutStore';
import { publishLive, setLiveTarget, useLive } from './liveStore';
import { layoutOfPage, PAGE_LABELS, type PageKind } from './liveTargets';

/** Which collection and which of its pages the open layout serves; Publish puts it live there. */
export function LiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const meta = useOpenLayout(selectLayoutMeta);
  const collections = useLive((s) => s.collections);
  const error = useLive((s) => s.error);
  const target = useLive((s) => s.target);
  const [collectionId, setCollectionId] = useState('');
  const [page, setPage] = useState<PageKind>('token');

  useEffect(() => {
    if (!open) return;
    setCollectionId(target?.collectionId ?? collections?.find((c) => !c.archived)?.id ?? '');
    setPage(target?.page ?? 'token');
  }, [open, target, collections]);

  const chosen = collections?.find((c) => c.id === collectionId);
  const current = chosen ? layoutOfPage(chosen, page) : null;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Where this layout is live"
      className="one-editor-dialog"
    >
      <form
        className="one-editor-dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          if (!collectionId) return;
          setLiveTarget({ collectionId, page });
          onClose();
          void publishLive();
        }}
      >
        {error && <p role="alert">The collections could not be loaded: {error}</p>}
        <label htmlFor={`${id}-collection`}>Collection</label>
        <select
          id={`${id}-collection`}
          value={collectionId}
          onChange={(e) => setCollectionId(e.target.value)}
        >
          {(collections ?? [])
            .filter((c) => !c.archived)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} (/c/{c.slug})
              </option>
            ))}
        </select>
        <fieldset className="one-editor-fieldset">
          <legend>Page</legend>
          {(['collection', 'token'] as const).map((kind) => (
            <label key={kind} className="one-editor-check">
              <input
                type="radio"
                name={`${id}-page`}
                checked={page === kind}
                onChange={() => setPage(kind)}
              />{' '}
              {PAGE_LABELS[kind]}
              {kind === 'collection' ? ' (/c/slug)' : ' (/c/slug/number)'}
            </label>
          ))}
        </fieldset>
        {chosen && (
          <p className="one-editor-note">
            {current === meta.layoutId
              ? 'This page already shows this layout: publishing makes the version open here live.'
              : 'Publishing puts this layout on that page instead of the one it shows now, and makes the version open here live.'}
          </p>
        )}
        <div className="one-editor-dialog-actions">
          <button
            type="submit"
            className="one-editor-button one-editor-primary"
            disabled={!collectionId}
          >
            Publish on this page
          </button>
          <button type="button" className="one-editor-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
