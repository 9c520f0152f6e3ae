import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from './client/ClientProvider';
import { adoptPageLocale, applyVisitorLocale } from './i18n/i18n';
import { loadLocale } from './i18n/loadLocale';
import type { Locale } from './schema/locales';
import { PAGE_DATA_ID, seedQueryClient, type PageData } from './site/ssr/pageData';

function isEditorPath(path: string): boolean {
  return path === '/editor' || path.startsWith('/editor/');
}

function isStudioPath(path: string): boolean {
  return path === '/studio' || path.startsWith('/studio/');
}

/**
 * Fetches the page language's catalogue. One that cannot be fetched leaves the page working, in
 * English, rather than never interactive.
 */
function pageLanguage(locale: Locale): Promise<void> {
  return loadLocale(locale).catch((error: unknown) =>
    console.error(
      `Vitrine: the ${locale} texts could not be loaded; the page stays English`,
      error,
    ),
  );
}

const loadingStyle = { padding: 24, fontFamily: 'system-ui' } as const;

/**
 * The editor and the studio are separate chunks: visitors never download them. It is imported before React
 * renders it rather than through lazy() + Suspense, because React holds back revealing a
 * Suspense boundary's content for up to 300 ms after its fallback showed — time the owner
 * would wait with the editor already loaded.
 */
function startOwnerApp(
  root: Root,
  name: string,
  load: () => Promise<{ default: () => ReactNode }>,
) {
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  render(<p style={loadingStyle}>Loading the {name}…</p>);
  // Its own small chunk, fetched beside the editor's: a visitor page's entry carries none of the
  // editor's query code.
  if (name === 'editor')
    void import('./editor/persistence/openingRequests').then((m) => m.startOpeningRequests());
  load().then(
    ({ default: App }) => render(<App />),
    (error: unknown) => {
      console.error(`Vitrine: the ${name} could not be loaded`, error);
      render(
        <div role="alert" style={loadingStyle}>
          <p>The {name} could not be loaded. Check the connection and reload the page.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>,
      );
    },
  );
}

/** The studio's account screens (sign-in, people, keys, site and brand): their own chunk. */
function startAccountPages(root: Root) {
  root.render(<p style={loadingStyle}>Loading…</p>);
  void import('./studio/account/AccountPages').then(({ default: AccountPages }) =>
    root.render(
      <StrictMode>
        <AccountPages />
      </StrictMode>,
    ),
  );
}

const element = document.getElementById('root');
if (!element) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
} else if (isEditorPath(window.location.pathname)) {
  startOwnerApp(createRoot(element), 'editor', () => import('./editor/EditorApp'));
} else if (window.location.pathname.startsWith('/studio/account')) {
  startAccountPages(createRoot(element));
} else if (isStudioPath(window.location.pathname)) {
  startOwnerApp(createRoot(element), 'studio', () => import('./studio/StudioApp'));
} else {
  const serverData = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (serverData && element.firstChild) {
    // A page the server rendered: the same language and data, so hydration matches its markup.
    // Its catalogue is fetched beside the page's code, and both are in before hydration starts.
    const language = pageLanguage(adoptPageLocale());
    const queryClient = createQueryClient();
    const data = JSON.parse(serverData) as PageData;
    seedQueryClient(queryClient, data.entries);
    const { islands } = data;
    if (islands) {
      // Only the page's interactive blocks hydrate (docs/decisions/visitor-pages.md).
      void Promise.all([import('./site/islands/startIslands'), language]).then(
        ([{ startIslands }]) => startIslands(islands, queryClient),
      );
    } else {
      void Promise.all([import('./site/SiteApp'), language]).then(([{ SiteApp }]) =>
        hydrateRoot(
          element,
          <StrictMode>
            <SiteApp queryClient={queryClient} />
          </StrictMode>,
        ),
      );
    }
  } else {
    // Visitor pages speak the site's or the visitor's language; the editor stays English.
    const language = pageLanguage(applyVisitorLocale());
    void Promise.all([import('./site/SiteApp'), language]).then(([{ SiteApp }]) =>
      createRoot(element).render(
        <StrictMode>
          <SiteApp />
        </StrictMode>,
      ),
    );
  }
}
