import Images from 'lucide-react/icons/images';
import { useMemo, useState } from 'react';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { editorClient } from '../persistence/editorClient';
import { MediaLibraryDialog } from '../lazy/lazyViews';

/** Opens the site's whole media library: every file, where it is used, and delete. */
export function MediaLibraryButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const provided = useOptionalApiClient();
  const client = useMemo(() => provided ?? editorClient(), [provided]);
  return (
    <>
      <button
        type="button"
        className="one-editor-button one-editor-media-open"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Images aria-hidden size={14} /> Media library
      </button>
      <MediaLibraryDialog open={open} onOpenChange={setOpen} client={client} />
    </>
  );
}
