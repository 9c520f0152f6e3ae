import type { ComponentType } from 'react';
import { useStore } from 'zustand';
import { inlineEditStore } from '../inline/inlineEditStore';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { useEditorStore } from '../store/editorStore';
import { selectPreview } from '../store/selectors';
import type { FrameHandle } from '../canvas/useFrame';
import { LoadingPart } from './LoadingPart';
import { useLazyModules } from './lazyModule';
import { occasionalPart } from './parts';

type Views = NonNullable<ReturnType<typeof occasionalPart.loaded>>;

/**
 * A view of occasionalViews.ts under the same name and props: nothing while it is not shown
 * and its code has not loaded; once it shows, its code is fetched (with the loading status
 * every lazy part of the editor shows) and the view itself is rendered from then on.
 */
function lazyView<P extends object>(
  name: string,
  what: string,
  pick: (views: Views) => ComponentType<P>,
  isShown: (props: P) => boolean,
  unseen = false,
): ComponentType<P> {
  function LazyView(props: P) {
    const shown = isShown(props);
    const state = useLazyModules(shown ? [occasionalPart] : []);
    const views = occasionalPart.loaded();
    if (views) {
      const View = pick(views);
      return <View {...props} />;
    }
    if (!shown) return null;
    return (
      <LoadingPart state={state === 'failed' ? 'failed' : 'loading'} what={what} unseen={unseen} />
    );
  }
  LazyView.displayName = `Lazy${name}`;
  return LazyView;
}

export const OpenLayoutDialog = lazyView(
  'OpenLayoutDialog',
  'the dialog',
  (d) => d.OpenLayoutDialog,
  (p) => p.mode !== null,
);
export const VersionHistoryDialog = lazyView(
  'VersionHistoryDialog',
  'the dialog',
  (d) => d.VersionHistoryDialog,
  (p) => p.open,
);
export const LiveDialog = lazyView(
  'LiveDialog',
  'the dialog',
  (d) => d.LiveDialog,
  (p) => p.open,
);
export const MediaLibraryDialog = lazyView(
  'MediaLibraryDialog',
  'the dialog',
  (d) => d.MediaLibraryDialog,
  (p) => p.open,
);

export const ShortcutsDialog = lazyView(
  'ShortcutsDialog',
  'the dialog',
  (d) => d.ShortcutsDialog,
  (p) => p.open,
);

const LazyConflictDialog = lazyView(
  'ConflictDialog',
  'the dialog',
  (d) => d.ConflictDialog,
  () => true,
);

/** The save conflict's choice: its code is fetched when a save meets a conflict. */
export function ConflictDialog() {
  const conflict = useOpenLayout((s) => s.conflict !== null);
  return conflict || occasionalPart.loaded() ? <LazyConflictDialog /> : null;
}

/** The version preview's banner over the canvas, while a version is previewed. */
const LazyVersionPreviewBanner = lazyView(
  'VersionPreviewBanner',
  'the version preview',
  (v) => v.VersionPreviewBanner,
  () => true,
);
export function VersionPreviewBanner() {
  const previewing = useEditorStore((s) => selectPreview(s) !== null);
  return previewing || occasionalPart.loaded() ? <LazyVersionPreviewBanner /> : null;
}

/** The inspector's note while a version is previewed (shown only then). */
export const VersionPreviewNote = lazyView(
  'VersionPreviewNote',
  'the version preview',
  (v) => v.VersionPreviewNote,
  () => true,
);

/** The settings of a multiple selection (shown only while there is one). */
export const GroupPanel = lazyView(
  'GroupPanel',
  "the selection's settings",
  (v) => v.GroupPanel,
  () => true,
);

/** The in-place editor of a text, a button's label or a link's, while one is edited on the canvas. */
const LazyInlineEditor = lazyView(
  'InlineEditor',
  'the text editor',
  (v) => v.InlineEditor,
  () => true,
  // Over the canvas: the text stays as it is for the moment its editor's code takes.
  true,
);
export function InlineEditor({ frame }: { frame: FrameHandle | null }) {
  const editing = useStore(inlineEditStore, (s) => s.editing !== null);
  return editing || occasionalPart.loaded() ? <LazyInlineEditor frame={frame} /> : null;
}
