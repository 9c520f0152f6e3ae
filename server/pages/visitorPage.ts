import type { Context } from 'hono';
import { runtimeConfigFor } from '../static/indexHtml';
import { hydratesAtLoad, islandModules } from '../../src/site/islands/islandData';
import { chooseLocale, textDirection } from '../../src/schema/locales';
import { parseRoute } from '../../src/site/routes';
import { headTags } from '../../src/site/pageHead';
import { renderSitePage } from '../../src/site/ssr/renderSitePage';
// Every language at hand: each response renders in its visitor's own, synchronously.
import '../../src/i18n/allCatalogues';
// Custom CSS is scoped synchronously while rendering: the scoper (postcss), lazy in the browser, loads here at start.
import '../../src/renderer/css/scopeCss';
import { setLocale } from '../../src/i18n/i18n';
import { localeModules } from '../../src/i18n/localeModules';
import type { AppEnv } from '../context';
import { acceptedLanguages } from './acceptLanguage';
import { fillPageShell, RENDER_NONCE_MARK } from './pageHtml';
import { answerReadyPage, readyPage, type CachedPage } from './readyPages';
import { startScriptsAfterLoad } from './scriptsAfterLoad';
import { styleAttributeHashes } from './styleAttributeHashes';
import { visitorPageData } from './visitorPageData';

/**
 * A visitor page (/, /c/{slug}, /c/{slug}/{token}, an unknown address) rendered on the server
 * into the built front end's shell, for the browser to hydrate: readable without JavaScript,
 * 404 for what does not exist. Null for the pages the browser alone renders (/preview, /demo),
 * which get the plain shell; and, after logging why, for a page whose render failed, so the
 * browser can still try.
 */
export async function renderVisitorPage(
  c: Context<AppEnv>,
  shell: string,
  /** The built files of some source modules (from Vite's manifest), to preload. */
  filesOf: (modules: string[]) => string[] = () => [],
): Promise<Response | null> {
  const url = new URL(c.req.url);
  const route = parseRoute(url.pathname, url.search);
  if (route.kind === 'preview' || route.kind === 'demo') return null;
  const { deps } = c.var;
  const config = runtimeConfigFor(deps.config, 'visitor');
  const locale = chooseLocale(
    config.siteLocale,
    acceptedLanguages(c.req.header('accept-language')),
  );
  // The page is the same for every visitor (what depends on the visitor fills in after load),
  // so a rendered page is kept in the response cache until a write clears it. Its key starts
  // with the collection and token, as collection reads' keys do, so dropping a token's cached
  // reads after a registration drops its pages too (collectionCacheKeyMatches).
  const cacheKey = [
    route.kind === 'collection' ? route.slug : '',
    route.kind === 'collection' ? (route.tokenId ?? '') : '',
    'page',
    url.pathname + url.search,
    locale,
    c.var.site?.id ?? '',
  ]
    .map(encodeURIComponent)
    .join('|');
  const headers: Record<string, string> = {};
  // The page's language follows the visitor's unless the site sets one.
  if (!config.siteLocale) headers.vary = 'Accept-Language';
  try {
    // One render per page at a time: requests that come while it renders wait for it.
    const { body: source } = await deps.cache.through(cacheKey, async () => {
      const page = await visitorPageData(deps, route, c.var.site?.id ?? null);
      // The language is one setting for the process: set from here to the end of the render,
      // which runs without waiting, so no other request's language comes in between.
      setLocale(locale);
      // A collection or token page, a tap's landing included, hydrates only its islands; the
      // home and not-found pages hydrate whole (docs/decisions/visitor-pages.md).
      const islands = route.kind === 'collection';
      const { html: body, islands: islandsData } = renderSitePage({
        location: { pathname: url.pathname, search: url.search },
        locale,
        config,
        nonceMark: RENDER_NONCE_MARK,
        data: page.entries,
        islands,
      });
      // The islands' scheduler loads with the page's code; the islands hydrated at once and the
      // page language's texts with it when some island hydrates whoever the visitor is.
      const preloaded = islandsData
        ? [
            ...(hydratesAtLoad(islandsData) ? localeModules(locale) : []),
            ...islandModules(islandsData),
          ]
        : localeModules(locale);
      const html = startScriptsAfterLoad(
        shell,
        (bare) =>
          fillPageShell(bare, {
            lang: locale,
            dir: textDirection(locale),
            rootMode: islandsData?.rootMode,
            head: headTags(page.head()),
            body,
            data: { entries: page.entries, islands: islandsData },
          }),
        filesOf(preloaded),
      );
      const kept: CachedPage = { html, status: page.status, hashes: styleAttributeHashes(body) };
      return { body: JSON.stringify(kept), etag: '' };
    });
    // No Cache-Control of its own: the visitor page policy applies (server/transport/cachePolicy.ts).
    return answerReadyPage(c, readyPage(deps.cache, cacheKey, source), headers);
  } catch (error) {
    deps.log(
      `Server render of ${url.pathname} failed, the browser renders it: ${(error as Error).stack ?? String(error)}`,
    );
    return null;
  }
}
