import type { Locale as DateFnsLocale } from 'date-fns';
import i18next, { type TOptions } from 'i18next';
import { getRuntimeConfig } from '../client/runtimeConfig';
import type { Catalogue, en } from './catalogues/en';
import {
  chooseLocale,
  DEFAULT_LOCALE,
  supportedLocale,
  textDirection,
  type Locale,
} from '../schema/locales';

/** 'tap.checking', 'site.signIn', …: every key of the English catalogue. */
export type MessageKey = {
  [Area in keyof typeof en]: `${Area & string}.${keyof (typeof en)[Area] & string}`;
}[keyof typeof en];

// One instance, set up synchronously: a page's language is decided once, before the first
// render, so texts are plain function calls (no provider, no re-render). Its catalogue is added
// before that render (locales.ts: the page's alone in a browser, all six on the server).
const i18n = i18next.createInstance();
void i18n.init({
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  // React escapes what it renders; the catalogues hold plain text.
  interpolation: { escapeValue: false },
});

let current: Locale = DEFAULT_LOCALE;
const added = new Set<Locale>();
const dateLocales: Partial<Record<Locale, DateFnsLocale>> = {};

/** Makes a language's texts (and its date-fns locale, none for English) available to t(). */
export function addLocale(locale: Locale, catalogue: Catalogue, dateLocale?: DateFnsLocale): void {
  i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
  if (dateLocale) dateLocales[locale] = dateLocale;
  added.add(locale);
}

export function hasLocale(locale: Locale): boolean {
  return added.has(locale);
}

/** The visitor-facing text under `key`, in the page's language, with its {{placeholders}} filled. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return i18n.t(key, { ...(values as TOptions), lng: current });
}

export function currentLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
}

/**
 * Picks the page's language from the site's setting (SITE_LOCALE, passed in the runtime config),
 * then the browser's preferred languages, then English; and marks the page root with its `lang`
 * and `dir`, so right-to-left languages lay out mirrored.
 */
export function applyVisitorLocale(): Locale {
  const preferred = typeof navigator !== 'undefined' ? navigator.languages : undefined;
  const locale = chooseLocale(getRuntimeConfig().siteLocale, preferred);
  setLocale(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  }
  return locale;
}

/**
 * The language the server rendered the page in (its <html lang>), which the browser keeps so
 * its first render matches the server's; the visitor's own choice when the page names none.
 */
export function adoptPageLocale(): Locale {
  const served = supportedLocale(document.documentElement.lang);
  if (!served) return applyVisitorLocale();
  setLocale(served);
  return served;
}

type Area = keyof typeof en;

/**
 * An object whose properties read `area.key` from the page language's catalogue each time they
 * are read ({ checking: 'Checking this item...' } in English): a text module keeps its shape
 * while its words move into the catalogues.
 */
export function messageGroup<A extends Area, K extends keyof (typeof en)[A] & string>(
  area: A,
  keys: readonly K[],
): { readonly [P in K]: string } {
  const group = {};
  for (const key of keys) {
    Object.defineProperty(group, key, {
      enumerable: true,
      get: () => t(`${area}.${key}` as MessageKey),
    });
  }
  return group as { readonly [P in K]: string };
}

/**
 * The locale dates and numbers are written in: the visitor's own variant of the page language
 * when they prefer one ('en-GB' writes '25 Nov 2026'), else the page language itself.
 */
export function formattingLocale(): string {
  const preferred = typeof navigator !== 'undefined' ? navigator.languages : undefined;
  const own = preferred?.find((tag) => tag.toLowerCase().split('-')[0] === current);
  return own ?? current;
}

/**
 * Like messageGroup, where the module's names differ from the catalogue's keys:
 * messageMap('registration', { title: 'takenTitle' }).title reads registration.takenTitle.
 */
export function messageMap<A extends Area, N extends string>(
  area: A,
  keys: { readonly [P in N]: keyof (typeof en)[A] & string },
): { readonly [P in N]: string } {
  const group = {};
  for (const [name, key] of Object.entries<string>(keys)) {
    Object.defineProperty(group, name, {
      enumerable: true,
      get: () => t(`${area}.${key}` as MessageKey),
    });
  }
  return group as { readonly [P in N]: string };
}

/** date-fns's options for the page language: month and day names in it ('4 mars 2025'). */
export function dateFnsOptions(): { locale?: DateFnsLocale } {
  // None for English: date-fns's own default, American English, which the spec's dates are in.
  const locale = dateLocales[current];
  return locale ? { locale } : {};
}
