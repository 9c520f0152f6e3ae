import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../client/ClientProvider';
import { adoptPageLocale, applyVisitorLocale } from '../i18n/i18n';
import { loadPageLanguage } from '../i18n/loadLocale';
import { SiteApp } from './SiteApp';
import { seedQueryClient, type PageDataEntry } from './ssr/pageData';

/**
 * A page the server rendered whole (the home page, the not-found page): the same language and
 * data, so hydration matches its markup. Its catalogue is in before hydration starts.
 */
export async function hydrateSite(element: HTMLElement, entries: readonly PageDataEntry[]) {
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, entries);
  await loadPageLanguage(adoptPageLocale());
  hydrateRoot(
    element,
    <StrictMode>
      <SiteApp queryClient={queryClient} />
    </StrictMode>,
  );
}

/** A page the browser renders alone (/preview, /demo, a page whose server render failed). */
export async function renderSite(element: HTMLElement) {
  // Visitor pages speak the site's or the visitor's language; the editor stays English.
  await loadPageLanguage(applyVisitorLocale());
  createRoot(element).render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  );
}
