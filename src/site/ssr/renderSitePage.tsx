import { renderToString } from 'react-dom/server';
// Every block type at hand, so a page renders in one synchronous pass.
import '../../components/registry';
import { createQueryClient } from '../../client/ClientProvider';
import { provideServerCspNonce } from '../../client/cspNonce';
import { provideServerRuntimeConfig, type RuntimeConfig } from '../../client/runtimeConfig';
import { setLocale } from '../../i18n/i18n';
import type { Locale } from '../../schema/locales';
import { defaultTheme } from '../../schema/theme/theme';
import type { IslandsData } from '../islands/islandData';
import { ServerIslandsContext, type ServerIslands } from '../islands/serverIslands';
import { SiteApp } from '../SiteApp';
import { ServerLocationContext, type SiteLocation } from '../useLocation';
import { seedQueryClient, type PageDataEntry } from './pageData';

/**
 * The visitor app rendered to HTML on the server, for the browser to hydrate (src/main.tsx).
 * Synchronous from the locale set to the markup returned, so the module-level page language
 * and the runtime config cannot change under it while another request is served.
 */
export function renderSitePage(options: {
  location: SiteLocation;
  locale: Locale;
  config: Partial<RuntimeConfig>;
  /** What every nonce attribute gets; the server swaps it for the response's nonce. */
  nonceMark: string;
  data: readonly PageDataEntry[];
  /** Render the page for islands: only its interactive parts hydrate, each on its own. */
  islands?: boolean;
}): { html: string; islands?: IslandsData } {
  provideServerRuntimeConfig(options.config);
  provideServerCspNonce(options.nonceMark);
  setLocale(options.locale);
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, options.data);
  const islands: ServerIslands | null = options.islands
    ? {
        renderRoot: (root, identifierPrefix) => renderToString(root, { identifierPrefix }),
        data: { scopes: [], components: [], islands: {}, rootMode: defaultTheme.mode },
      }
    : null;
  try {
    const html = renderToString(
      <ServerIslandsContext.Provider value={islands}>
        <ServerLocationContext.Provider value={options.location}>
          <SiteApp queryClient={queryClient} />
        </ServerLocationContext.Provider>
      </ServerIslandsContext.Provider>,
    );
    return { html, islands: islands?.data };
  } finally {
    queryClient.clear();
  }
}
