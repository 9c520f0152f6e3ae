/*
 * The one entry of the owner's pages (the editor, the studio and its account screens), built
 * apart from the visitor pages' (vite.owner.config.ts): its chunks are cut for these pages
 * alone, so the editor starts from a few large files instead of the many small ones it would
 * share with the visitor pages' islands. It imports its app's starter, which the server
 * preloads with the app's chunks (server/static/frontEnd.ts).
 */

const element = document.getElementById('root');
const path = window.location.pathname;
if (!element) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
} else if (path === '/editor' || path.startsWith('/editor/')) {
  // Its own small chunk, fetched beside the editor's, so the layout's request leaves before the
  // editor's code has loaded.
  void import('./editor/persistence/openingRequests').then((m) => m.startOpeningRequests());
  void import('./ownerStart').then((m) => m.startEditor(element));
} else if (path.startsWith('/studio/account')) {
  void import('./ownerStart').then((m) => m.startAccountPages(element));
} else {
  void import('./ownerStart').then((m) =>
    m.startOwnerApp(element, 'studio', () => import('./studio/StudioApp')),
  );
}
