import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LayoutRecord } from '../../schema/entities/layoutRecord';
import type { PathError } from '../../schema/layout/parseLayout';
import type { LocalDraft } from './localDraft';

/** The editor's conversation with the server: loading, saving, conflicts, problems. */
export interface SessionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
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

export const sessionStore = createStore<SessionState>()(() => ({
  status: 'idle',
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
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
