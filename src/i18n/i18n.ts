import type { Locale as DateFnsLocale } from 'date-fns';
import { getRuntimeConfig } from '../client/runtimeConfig';
import { en, type Catalogue } from './catalogues/en';
import { currentLocale, setLocale } from './pageLocale';
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

// A page's language is decided once, before the first render, so texts are plain function
// calls (no provider, no re-render). Only English is built in; another language's catalogue is
// added before a page renders in it (loadLocale.ts in the browser, allCatalogues.ts where every
// language must be at hand at once), so a page never downloads the languages it does not speak.
// The catalogues need only a key's text and its {{placeholders}}, so this is all the
// translation library a visitor page loads.
const catalogues = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, en]]);

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  const dot = key.indexOf('.');
  const area = catalogue?.[key.slice(0, dot) as keyof Catalogue] as
    Record<string, string> | undefined;
  const text = area?.[key.slice(dot + 1)];
  return typeof text === 'string' ? text : undefined;
}

/** `{{name}}` (spaces inside allowed) becomes the value's text; one without a value stays. */
function interpolate(text: string, values: Record<string, string | number> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => {
    const value = values[name.trim()];
    return value === undefined ? whole : String(value);
  });
}

/** The date-fns locale of each added language; English keeps date-fns's default. */
const dateFnsLocales = new Map<Locale, DateFnsLocale>();

/**
 * Makes `locale`'s texts and date formats available. Until its catalogue is added, a page set
 * to that language reads English (the fallback of every text), never a key.
 */
export function addCatalogue(
  locale: Locale,
  catalogue: Catalogue,
  dateFnsLocale: DateFnsLocale | undefined,
): void {
  if (locale !== DEFAULT_LOCALE) catalogues.set(locale, catalogue);
  if (dateFnsLocale) dateFnsLocales.set(locale, dateFnsLocale);
}

/** Whether `locale`'s catalogue has been added (English always is). */
export function hasCatalogue(locale: Locale): boolean {
  return catalogues.has(locale);
}

/** The visitor-facing text under `key`, in the page's language, with its {{placeholders}} filled. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = lookup(catalogues.get(currentLocale()), key) ?? lookup(en, key) ?? key;
  return interpolate(text, values);
}

export { currentLocale, setLocale };

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
  const own = preferred?.find((tag) => tag.toLowerCase().split('-')[0] === currentLocale());
  return own ?? currentLocale();
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

/**
 * date-fns's options for the page language: month and day names in it ('4 mars 2025'). English
 * passes none: date-fns's own default, American English, which the spec's dates are written in.
 */
export function dateFnsOptions(): { locale?: DateFnsLocale } {
  const locale = dateFnsLocales.get(currentLocale());
  return locale ? { locale } : {};
}
