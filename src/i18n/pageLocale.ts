import { DEFAULT_LOCALE, type Locale } from '../schema/locales';

/*
 * The language a page speaks, apart from the catalogues (i18n.ts): code that only
 * sets or reads it — the renderer an app embeds — does not download them.
 */
let current: Locale = DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
}
