/**
 * What the editor shows only now and then, never on its first screen: its dialogs, the
 * version-preview banner and note (a preview is opened from the versions dialog) and the
 * settings of a multiple selection, and the in-place editor a double-click on a text opens. One chunk, fetched the first time one of them shows (or
 * once the editor is idle); lazyViews.tsx stands in for each meanwhile.
 */
export { ConflictDialog } from '../persistence/ConflictDialog';
export { OpenLayoutDialog } from '../persistence/OpenLayoutDialog';
export { VersionHistoryDialog } from '../persistence/VersionHistoryDialog';
export { LiveDialog } from '../live/LiveDialog';
export { MediaLibraryDialog } from '../media/MediaLibraryDialog';
export { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';
export { VersionPreviewBanner, VersionPreviewNote } from '../versions/VersionPreviewBanner';
export { GroupPanel } from '../selection/GroupPanel';
export { InlineEditor } from '../inline/InlineEditor';
