import { DEFAULT_LOCALE, type Locale } from '../schema/locales';

/**
 * The source modules of a language's own chunks — its catalogue and its date names, which
 * loadLocale.ts imports — as Vite's manifest names them: a page the server renders in that
 * language preloads them, so they arrive with the page's code instead of after its entry ran.
 * English has none: it is built in.
 */
export function localeModules(locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  return [`src/i18n/catalogues/${locale}.ts`, `node_modules/date-fns/locale/${locale}.js`];
}
