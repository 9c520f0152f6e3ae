import { scheduleIslands } from './site/islands/islandScheduler';
import { PAGE_DATA_ID, type PageData } from './site/ssr/pageData';

/*
 * The one entry of every page, and so no React of its own: a visitor page with islands runs
 * the islands' scheduler alone (src/site/islands/), which loads React when an island first
 * needs it; every other page imports its app's starter, which the server preloads.
 */

function isEditorPath(path: string): boolean {
  return path === '/editor' || path.startsWith('/editor/');
}

function isStudioPath(path: string): boolean {
  return path === '/studio' || path.startsWith('/studio/');
}

const element = document.getElementById('root');
const path = window.location.pathname;
if (!element) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
} else if (isEditorPath(path)) {
  // Its own small chunk, fetched beside the editor's: a visitor page's entry carries none of the
  // editor's query code.
  void import('./editor/persistence/openingRequests').then((m) => m.startOpeningRequests());
  void import('./ownerStart').then((m) => m.startEditor(element));
} else if (path.startsWith('/studio/account')) {
  void import('./ownerStart').then((m) => m.startAccountPages(element));
} else if (isStudioPath(path)) {
  void import('./ownerStart').then((m) =>
    m.startOwnerApp(element, 'studio', () => import('./studio/StudioApp')),
  );
} else {
  const serverData = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (serverData && element.firstChild) {
    const data = JSON.parse(serverData) as PageData;
    const { islands } = data;
    // Only the page's interactive blocks hydrate (docs/decisions/visitor-pages.md).
    if (islands) scheduleIslands(islands, data.entries);
    else void import('./site/startSite').then((m) => m.hydrateSite(element, data.entries));
  } else {
    void import('./site/startSite').then((m) => m.renderSite(element));
  }
}
