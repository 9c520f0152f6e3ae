import Images from 'lucide-react/icons/images';
import Upload from 'lucide-react/icons/upload';
import { useMemo, useState } from 'react';
import { useOptionalApiClient } from '../../client/ClientProvider';
import type { MediaItem, UploadKind } from '../../schema/entities/upload';
import { editorClient } from '../persistence/editorClient';
import { MediaLibraryDialog } from '../lazy/lazyViews';
// The upload button's own styles (the file input laid invisibly over it) come with the field,
// not with the library's dialog, which loads only when opened.
import './media.css';

const NOUN: Record<UploadKind, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
  font: 'a font file',
};

/**
 * A media field's buttons: upload a file (a button; the file input inside it is invisible but
 * keeps the field's accessible name and the keyboard), or choose one of the site's files from
 * the media library. Files can also be dropped anywhere on the field (useFileDrop).
 */
export function MediaFieldActions({
  kind,
  label,
  accept,
  canUpload,
  busy,
  disabled,
  onFiles,
  onPick,
}: {
  kind: UploadKind;
  /** The field's label: the controls are named after it. */
  label: string;
  accept: string;
  canUpload: boolean;
  busy: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onPick: (item: MediaItem) => void;
}) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const provided = useOptionalApiClient();
  const client = useMemo(() => provided ?? editorClient(), [provided]);
  if (!canUpload)
    return (
      <p className="one-editor-upload-help">Uploading needs the server; paste a link instead</p>
    );
  return (
    <>
      <div className="one-editor-upload-actions">
        <label className="one-editor-upload-file one-editor-button">
          <Upload aria-hidden size={14} />
          <span aria-hidden>{busy ? 'Uploading…' : `Upload ${NOUN[kind]}`}</span>
          <input
            type="file"
            accept={accept}
            disabled={disabled || busy}
            aria-label={`Upload a file for ${label}`}
            onChange={(e) => {
              onFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className="one-editor-button"
          disabled={disabled || busy}
          aria-label={`Choose ${label} from the media library`}
          onClick={() => setLibraryOpen(true)}
        >
          <Images aria-hidden size={14} /> Media library
        </button>
      </div>
      <p className="one-editor-upload-hint">Or drop a file here.</p>
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        client={client}
        kind={kind}
        onPick={(item) => {
          setLibraryOpen(false);
          onPick(item);
        }}
      />
    </>
  );
}
