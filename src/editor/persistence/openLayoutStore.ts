import { createStore } from 'zustand/vanilla';
import { useStoreWithEqualityFn } from 'zustand/traditional';
import { shallow } from 'zustand/shallow';
import type { LayoutRecord } from '../../schema/entities/layoutRecord';
import type { PathError } from '../../schema/layout/parseLayout';
import type { LocalDraft } from './localDraft';
import {
  acceptDraft,
  createLayout,
  discardDraft,
  keepBoth,
  openInitialLayout,
  openLayout,
  overwriteTheirs,
  publish,
  renameLayout,
  restoreVersion,
  save,
} from './session';

/**
 * What the open layout does with the server: the functions of session.ts, which alone write
 * this store (the document itself, its history and so whether it has unsaved changes are the
 * editor store's).
 */
export interface OpenLayoutActions {
  open: typeof openLayout;
  rename: typeof renameLayout;
  openInitial: typeof openInitialLayout;
  create: typeof createLayout;
  save: typeof save;
  publish: typeof publish;
  overwriteTheirs: typeof overwriteTheirs;
  keepBoth: typeof keepBoth;
  restoreVersion: typeof restoreVersion;
  acceptDraft: typeof acceptDraft;
  discardDraft: typeof discardDraft;
}

/**
 * The open layout's conversation with the server — loading, saving, publishing, conflicts,
 * problems — and the actions that hold it. One store owns it; `useOpenLayout` reads it.
 */
export interface OpenLayoutState extends OpenLayoutActions {
  status: 'loading' | 'ready' | 'error';
  /** The layout's id on the server; null until it is first saved (or while none is open). */
  layoutId: string | null;
  /** The revision the document was loaded or last saved at: a save sends it (409 when stale). */
  revision: number | null;
  /** The layout's name; a rename is saved with the next save, like any other change. */
  name: string;
  /** Why a layout could not be opened, each with its path in the document. */
  loadErrors: PathError[] | null;
  loadErrorTitle: string | null;
  /** Components whose content did not fit their type on load: they show an error in place. */
  componentErrors: Record<string, PathError[]>;
  saving: boolean;
  publishing: boolean;
  lastSavedAt: string | null;
  publishedRevision: number | null;
  /** Set by a 409: the record as the server has it now. */
  conflict: LayoutRecord | null;
  /** A local draft newer than the server copy, waiting for the owner's choice. */
  draftOffer: LocalDraft | null;
  /** The server needs a key the editor does not have. */
  needsKey: boolean;
  /** The collection the open layout belongs to: the canvas previews its product blocks with it. */
  collectionId: string | null;
}

export const openLayoutStore = createStore<OpenLayoutState>()(() => ({
  // The editor opens a layout as it starts: it is loading from its first render, so starting
  // to open one changes nothing on screen (and renders nothing again).
  status: 'loading',
  layoutId: null,
  revision: null,
  name: '',
  loadErrors: null,
  loadErrorTitle: null,
  componentErrors: {},
  saving: false,
  publishing: false,
  lastSavedAt: null,
  publishedRevision: null,
  conflict: null,
  draftOffer: null,
  needsKey: false,
  collectionId: null,
  // Called through the store, the functions are looked up when called: session.ts imports
  // this module too, so they are not yet defined while it is being created.
  open: (id) => openLayout(id),
  rename: (name) => renameLayout(name),
  openInitial: () => openInitialLayout(),
  create: (name, from) => createLayout(name, from),
  save: () => save(),
  publish: () => publish(),
  overwriteTheirs: () => overwriteTheirs(),
  keepBoth: () => keepBoth(),
  restoreVersion: (revision) => restoreVersion(revision),
  acceptDraft: () => acceptDraft(),
  discardDraft: () => discardDraft(),
}));

/**
 * The open layout's state (not to be confused with the client's `useSession`, a visitor's).
 * Selected values are compared with `shallow`, so a selector returning an object of unchanged
 * parts causes no re-render.
 */
export function useOpenLayout<T>(selector: (state: OpenLayoutState) => T): T {
  return useStoreWithEqualityFn(openLayoutStore, selector, shallow);
}

/** The open layout's id, revision and name (a stable selector for `useOpenLayout` with `shallow`). */
export const selectLayoutMeta = (s: OpenLayoutState) => ({
  layoutId: s.layoutId,
  revision: s.revision,
  layoutName: s.name,
});
