/**
 * The editor's dialogs that no first screen shows: one chunk, fetched the first time one of
 * them opens (or once the editor is idle). lazyDialogs.tsx stands in for each meanwhile.
 */
export { ConflictDialog } from '../persistence/ConflictDialog';
export { OpenLayoutDialog } from '../persistence/OpenLayoutDialog';
export { VersionHistoryDialog } from '../persistence/VersionHistoryDialog';
export { LiveDialog } from '../live/LiveDialog';
export { MediaLibraryDialog } from '../media/MediaLibraryDialog';
export { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';
