import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { apiErrorMessage } from '../../client';
import type { Collection } from '../../schema/entities/collection';
import { showToast } from '../../ui/toast/toastStore';
import { editorClient } from '../persistence/editorClient';
import { publish } from '../persistence/session';
import { openLayoutStore } from '../persistence/openLayoutStore';
import { layoutOfPage, PAGE_LABELS, type PageKind } from './liveTargets';

export interface LiveTarget {
  collectionId: string;
  page: PageKind;
}

/** Where layouts are live: the site's collections, and the page the owner chose to publish to. */
interface LiveState {
  collections: Collection[] | null;
  error: string | null;
  /** The page Publish puts the layout on (from the studio's link, or chosen in the dialog). */
  target: LiveTarget | null;
  /** A token number per collection, for the token page's live link. */
  firstTokens: Record<string, string | null>;
}

function targetFromUrl(): LiveTarget | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  const collectionId = query.get('collection');
  const page = query.get('page');
  if (!collectionId) return null;
  return { collectionId, page: page === 'token' ? 'token' : 'collection' };
}

export const liveStore = createStore<LiveState>()(() => ({
  collections: null,
  error: null,
  target: targetFromUrl(),
  firstTokens: {},
}));

export function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(liveStore, selector);
}

/** Reads the collections (and a token number of each placement) again. */
export async function loadLive(): Promise<void> {
  try {
    const { data } = await editorClient().collections.list({ limit: 100 });
    liveStore.setState({ collections: data, error: null });
    const missing = data.filter((c) => !(c.id in liveStore.getState().firstTokens));
    const found = await Promise.all(
      missing.map(async (c) => {
        const tokens = await editorClient().tokens.list(c.id, { limit: 1 });
        return [c.id, tokens.data[0]?.token_id ?? null] as const;
      }),
    );
    liveStore.setState((s) => ({
      firstTokens: { ...s.firstTokens, ...Object.fromEntries(found) },
    }));
  } catch (error) {
    liveStore.setState({ error: apiErrorMessage(error) });
  }
}

export function setLiveTarget(target: LiveTarget | null): void {
  liveStore.setState({ target });
  const url = new URL(window.location.href);
  if (target) {
    url.searchParams.set('collection', target.collectionId);
    url.searchParams.set('page', target.page);
  } else {
    url.searchParams.delete('collection');
    url.searchParams.delete('page');
  }
  window.history.replaceState(null, '', url);
}

/** Points the chosen page of the collection at the open layout (visitors see its published version). */
async function placeOpenLayout(target: LiveTarget): Promise<boolean> {
  const layoutId = openLayoutStore.getState().layoutId;
  if (!layoutId) return false;
  const collection = liveStore.getState().collections?.find((c) => c.id === target.collectionId);
  if (collection && layoutOfPage(collection, target.page) === layoutId) {
    // Token pages showing it only through the collection page's layout get it as their own.
    if (target.page === 'collection' || collection.token_layout_id === layoutId) return true;
  }
  try {
    await editorClient().collections.patch(
      target.collectionId,
      target.page === 'collection' ? { layout_id: layoutId } : { token_layout_id: layoutId },
    );
    return true;
  } catch (error) {
    showToast({
      title: `Not put on the ${PAGE_LABELS[target.page].toLowerCase()}`,
      description: apiErrorMessage(error),
      variant: 'destructive',
    });
    return false;
  }
}

/**
 * Publish: the layout goes on the chosen page (if one is chosen) and its latest version becomes
 * what visitors see there.
 */
export async function publishLive(): Promise<void> {
  const target = liveStore.getState().target;
  if (target && openLayoutStore.getState().status === 'ready') {
    // A new layout is saved first, so there is an id to place.
    if (!openLayoutStore.getState().layoutId) {
      await publish();
      if (!openLayoutStore.getState().layoutId) return;
    }
    if (!(await placeOpenLayout(target))) return;
  }
  await publish();
  await loadLive();
}
