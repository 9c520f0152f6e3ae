/**
 * What the server injects into every page it serves, as
 * `<script>window.__VITRINE_CONFIG__={...}</script>` (see server/static/indexHtml.ts).
 * editorKey is the secret key only on the editor page of a development server running with the
 * local default key; everywhere else it is null (in production the editor asks for a key).
 */
export interface RuntimeConfig {
  publishableKey: string;
  editorKey: string | null;
  /** A development server with the local default keys: the home page links to the editor. */
  localEditor: boolean;
  domain: string;
  /** API base address; '' = same origin. */
  apiBaseUrl: string;
  /** The site's language (SITE_LOCALE), ahead of the visitor's; null = the visitor's. */
  siteLocale: string | null;
}

declare global {
  interface Window {
    __VITRINE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** The documented local default publishable key (docs/api.md); the server prints it at start. */
export const LOCAL_PUBLISHABLE_KEY = 'pk_local_vitrine';

/**
 * What the server gives its own render of a visitor page (src/site/ssr/renderSitePage.tsx):
 * the same values it injects into the page, so the server's markup and the browser's match.
 */
let serverConfig: Partial<RuntimeConfig> | undefined;

export function provideServerRuntimeConfig(config: Partial<RuntimeConfig>): void {
  serverConfig = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  const injected = typeof window !== 'undefined' ? window.__VITRINE_CONFIG__ : serverConfig;
  const fallbackDomain =
    typeof window !== 'undefined' && window.location ? window.location.hostname : 'localhost';
  return {
    publishableKey:
      typeof injected?.publishableKey === 'string'
        ? injected.publishableKey
        : LOCAL_PUBLISHABLE_KEY,
    editorKey: typeof injected?.editorKey === 'string' ? injected.editorKey : null,
    localEditor: injected?.localEditor === true,
    domain:
      typeof injected?.domain === 'string' && injected.domain ? injected.domain : fallbackDomain,
    apiBaseUrl: typeof injected?.apiBaseUrl === 'string' ? injected.apiBaseUrl : '',
    siteLocale: typeof injected?.siteLocale === 'string' ? injected.siteLocale : null,
  };
}
