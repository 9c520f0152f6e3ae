import { scheduleIslands } from './site/islands/islandScheduler';
import { PAGE_DATA_ID, type PageData } from './site/ssr/pageData';

/*
 * The one entry of the visitor pages (the owner's pages have their own, src/ownerMain.tsx), and
 * so no React of its own: a page with islands runs the islands' scheduler alone
 * (src/site/islands/), which loads React when an island first needs it; any other page imports
 * the site app.
 */

const element = document.getElementById('root');
if (!element) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
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
