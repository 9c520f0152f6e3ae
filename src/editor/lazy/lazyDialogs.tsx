import type { ComponentType } from 'react';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { LoadingPart } from './LoadingPart';
import { useLazyModules } from './lazyModule';
import { dialogsPart } from './parts';

type Dialogs = NonNullable<ReturnType<typeof dialogsPart.loaded>>;

/**
 * A dialog of editorDialogs.ts under the same name and props: nothing while it is closed and
 * its code has not loaded; once it opens, its code is fetched (with the loading status every
 * lazy part of the editor shows) and the dialog itself is rendered from then on.
 */
function lazyDialog<P extends object>(
  name: string,
  pick: (dialogs: Dialogs) => ComponentType<P>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const state = useLazyModules(open ? [dialogsPart] : []);
    const dialogs = dialogsPart.loaded();
    if (dialogs) {
      const Dialog = pick(dialogs);
      return <Dialog {...props} />;
    }
    if (!open) return null;
    return <LoadingPart state={state === 'failed' ? 'failed' : 'loading'} what="the dialog" />;
  }
  LazyDialog.displayName = `Lazy${name}`;
  return LazyDialog;
}

export const OpenLayoutDialog = lazyDialog(
  'OpenLayoutDialog',
  (d) => d.OpenLayoutDialog,
  (p) => p.mode !== null,
);
export const VersionHistoryDialog = lazyDialog(
  'VersionHistoryDialog',
  (d) => d.VersionHistoryDialog,
  (p) => p.open,
);
export const LiveDialog = lazyDialog(
  'LiveDialog',
  (d) => d.LiveDialog,
  (p) => p.open,
);
export const MediaLibraryDialog = lazyDialog(
  'MediaLibraryDialog',
  (d) => d.MediaLibraryDialog,
  (p) => p.open,
);

export const ShortcutsDialog = lazyDialog(
  'ShortcutsDialog',
  (d) => d.ShortcutsDialog,
  (p) => p.open,
);

const LazyConflictDialog = lazyDialog(
  'ConflictDialog',
  (d) => d.ConflictDialog,
  () => true,
);

/** The save conflict's choice: its code is fetched when a save meets a conflict. */
export function ConflictDialog() {
  const conflict = useOpenLayout((s) => s.conflict !== null);
  return conflict || dialogsPart.loaded() ? <LazyConflictDialog /> : null;
}
