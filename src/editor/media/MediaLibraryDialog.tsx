import FileAudio from 'lucide-react/icons/file-headphone';
import FileType from 'lucide-react/icons/file-type';
import FileVideo from 'lucide-react/icons/file-play';
import Trash2 from 'lucide-react/icons/trash';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage, isApiRequestError, type ApiClient } from '../../client';
import type { MediaInUse, MediaItem, UploadKind } from '../../schema/entities/upload';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { Modal } from '../../ui/dialog/Modal';
import { formatFileSize } from '../../ui/upload/sizes';
import { describeUsage, describeUsages } from './describeUsage';
import './media.css';

const PAGE = 24;

const KIND_LABEL: Record<UploadKind | 'all', string> = {
  all: 'All files',
  image: 'Images',
  video: 'Video',
  audio: 'Audio',
  font: 'Fonts',
};

function Thumbnail({ item }: { item: MediaItem }) {
  if (item.kind === 'image')
    return <img className="one-editor-media-thumb" src={item.url} alt="" loading="lazy" />;
  const Icon = item.kind === 'video' ? FileVideo : item.kind === 'audio' ? FileAudio : FileType;
  return (
    <span className="one-editor-media-thumb one-editor-media-thumb-icon" aria-hidden>
      <Icon size={28} />
    </span>
  );
}

function fileName(item: MediaItem): string {
  return item.name ?? item.url.split('/').pop() ?? item.id;
}

/**
 * The site's media library: every uploaded image, video, audio and font file with its
 * thumbnail, name, size, dimensions and where the site's layouts use it. With `onPick` (a media
 * field opened it) each file can be used there; a file still in use cannot be deleted, and the
 * refusal says where it is used.
 */
export function MediaLibraryDialog({
  open,
  onOpenChange,
  client,
  kind,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: ApiClient;
  /** Only this kind (a field's); all kinds, with a filter, when absent. */
  kind?: UploadKind;
  onPick?: (item: MediaItem) => void;
}) {
  const [filter, setFilter] = useState<UploadKind | 'all'>(kind ?? 'all');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const filterId = useId();

  const load = useCallback(
    async (offset: number) => {
      setError(null);
      try {
        const page = await client.uploads.list({
          limit: PAGE,
          offset,
          ...(filter === 'all' ? {} : { kind: filter }),
        });
        setItems((before) => [...(offset === 0 ? [] : (before ?? [])), ...(page?.data ?? [])]);
        setTotal(page?.pagination.total_count ?? 0);
      } catch (e) {
        setError(apiErrorMessage(e));
      }
    },
    [client, filter],
  );

  useEffect(() => {
    if (kind) setFilter(kind);
  }, [kind]);
  useEffect(() => {
    if (!open) return;
    setItems(null);
    setRefused(null);
    void load(0);
  }, [open, load]);

  /**
   * A file the list shows in use is refused at once, saying where (nothing to ask: it stays);
   * any other is deleted once the owner confirms. The server refuses a file used since the
   * list was loaded in the same words.
   */
  function askToDelete(item: MediaItem) {
    setRefused(null);
    if (item.used_in.length > 0) {
      setRefused({
        id: item.id,
        message: `${fileName(item)} is still used, so it cannot be deleted. Used in ${describeUsages(item.used_in)}. Remove it there first.`,
      });
      return;
    }
    setDeleting(item);
  }

  async function remove(item: MediaItem) {
    setDeleting(null);
    try {
      await client.uploads.delete(item.id);
      setItems((before) => (before ?? []).filter((i) => i.id !== item.id));
      setTotal((n) => Math.max(0, n - 1));
      // Its card, and the Delete button that asked, are gone: focus goes to the list.
      requestAnimationFrame(() => list.current?.focus());
    } catch (e) {
      if (isApiRequestError(e) && e.status === 409) {
        const body = e.body as Partial<MediaInUse> | null;
        setRefused({
          id: item.id,
          message: `${fileName(item)} is still used, so it was not deleted. Used in ${describeUsages(body?.used_in ?? item.used_in)}. Remove it there first.`,
        });
      } else setRefused({ id: item.id, message: `Could not delete: ${apiErrorMessage(e)}` });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={onPick ? `Choose from the media library` : 'Media library'}
      className="one-editor-dialog one-editor-media-dialog"
      width={960}
    >
      <div className="one-editor-media-toolbar">
        {kind ? (
          <p className="one-editor-media-count" role="status">
            {items ? `${total} ${KIND_LABEL[kind].toLowerCase()}` : ''}
          </p>
        ) : (
          <>
            <label htmlFor={filterId}>Show</label>
            <select
              id={filterId}
              className="one-editor-input one-editor-select one-editor-media-filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value as UploadKind | 'all')}
            >
              {(Object.keys(KIND_LABEL) as (UploadKind | 'all')[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </select>
            <p className="one-editor-media-count" role="status">
              {items ? `${total} file${total === 1 ? '' : 's'}` : ''}
            </p>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="one-editor-media-problem">
          The media library could not be loaded: {error}
        </p>
      )}
      {!items && !error && <p role="status">Loading the media library…</p>}
      {items && items.length === 0 && (
        <p>No files yet. Upload one from any image, video or audio field.</p>
      )}
      {items && items.length > 0 && (
        <ul className="one-editor-media-grid" aria-label="Files" ref={list} tabIndex={-1}>
          {items.map((item) => (
            <li key={item.id} className="one-editor-media-card" aria-label={fileName(item)}>
              <Thumbnail item={item} />
              <div className="one-editor-media-facts">
                <span className="one-editor-media-name" title={fileName(item)}>
                  {fileName(item)}
                </span>
                <span className="one-editor-media-meta">
                  {KIND_LABEL[item.kind].replace(/s$/, '')} · {formatFileSize(item.size)}
                  {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
                </span>
                <span className="one-editor-media-usage">
                  {item.used_in.length === 0
                    ? 'Not used'
                    : `Used in ${item.used_in.map(describeUsage).join('; ')}`}
                </span>
              </div>
              <div className="one-editor-media-actions">
                {onPick ? (
                  <button
                    type="button"
                    className="one-editor-button one-editor-primary"
                    aria-label={`Use ${fileName(item)}`}
                    onClick={() => onPick(item)}
                  >
                    Use
                  </button>
                ) : null}
                <button
                  type="button"
                  className="one-editor-button one-editor-media-delete"
                  aria-label={`Delete ${fileName(item)}`}
                  onClick={() => askToDelete(item)}
                >
                  <Trash2 aria-hidden size={14} />
                </button>
              </div>
              {refused?.id === item.id ? (
                <p role="alert" className="one-editor-media-problem">
                  {refused.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {items && items.length < total && (
        <button type="button" className="one-editor-button" onClick={() => void load(items.length)}>
          Show more
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          look="editor"
          danger
          title={`Delete ${fileName(deleting)}?`}
          description="Nothing on the site uses it now. The file and its resized copies are removed from the media library and from the server; this cannot be undone."
          confirmLabel="Delete file"
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </Modal>
  );
}
