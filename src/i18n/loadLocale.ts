import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from '../schema/locales';
import type { Catalogue } from './catalogues/en';
import { addLocale, hasLocale } from './i18n';

interface LocaleModule {
  catalogue: Catalogue;
  dateLocale: DateFnsLocale | undefined;
}

/**
 * Each language's texts and date names as a chunk of its own, so a page downloads its own
 * language only. One line per language of LOCALES (src/schema/locales.ts).
 */
const LOCALE_MODULES: Readonly<Record<Locale, () => Promise<LocaleModule>>> = {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  ja: () => import('./locales/ja'),
  ar: () => import('./locales/ar'),
};

/** Loads a language's catalogue once; a browser awaits it before its first render. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (hasLocale(locale)) return;
  const { catalogue, dateLocale } = await LOCALE_MODULES[locale]();
  addLocale(locale, catalogue, dateLocale);
}
