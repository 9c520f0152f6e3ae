import { useSyncExternalStore } from 'react';

/**
 * The studio's addresses, all under /studio, moved between with the History API so a screen
 * can be bookmarked, reloaded and opened in a new tab.
 */
export type StudioRoute =
  | { kind: 'collections' }
  | { kind: 'new-collection' }
  | { kind: 'collection'; id: string }
  | { kind: 'tokens'; id: string }
  | { kind: 'qr-sheet'; id: string }
  | { kind: 'dashboard'; id: string }
  | { kind: 'registrations'; id: string }
  | { kind: 'moderation'; id: string }
  | { kind: 'section'; path: string }
  | { kind: 'not-found' };

export function parseStudioPath(pathname: string): StudioRoute {
  const path = pathname.replace(/\/+$/, '') || '/studio';
  if (path === '/studio' || path === '/studio/collections') return { kind: 'collections' };
  if (path === '/studio/collections/new') return { kind: 'new-collection' };
  const collection =
    /^\/studio\/collections\/([^/]+)(?:\/(tokens|qr-sheet|dashboard|registrations|moderation))?$/.exec(
      path,
    );
  if (collection) {
    let id: string;
    try {
      id = decodeURIComponent(collection[1]!);
    } catch {
      return { kind: 'not-found' };
    }
    if (collection[2] === 'tokens') return { kind: 'tokens', id };
    if (collection[2] === 'qr-sheet') return { kind: 'qr-sheet', id };
    if (collection[2] === 'dashboard') return { kind: 'dashboard', id };
    if (collection[2] === 'registrations') return { kind: 'registrations', id };
    if (collection[2] === 'moderation') return { kind: 'moderation', id };
    return { kind: 'collection', id };
  }
  if (/^\/studio\/[a-z-]+$/.test(path)) return { kind: 'section', path };
  return { kind: 'not-found' };
}

export const studioPaths = {
  collections: () => '/studio',
  newCollection: () => '/studio/collections/new',
  collection: (id: string) => `/studio/collections/${encodeURIComponent(id)}`,
  tokens: (id: string) => `/studio/collections/${encodeURIComponent(id)}/tokens`,
  qrSheet: (id: string) => `/studio/collections/${encodeURIComponent(id)}/qr-sheet`,
  dashboard: (id: string) => `/studio/collections/${encodeURIComponent(id)}/dashboard`,
  registrations: (id: string) => `/studio/collections/${encodeURIComponent(id)}/registrations`,
  moderation: (id: string) => `/studio/collections/${encodeURIComponent(id)}/moderation`,
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  notify();
}

export function useStudioPath(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => window.location.pathname,
  );
}
