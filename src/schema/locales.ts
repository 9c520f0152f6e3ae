/** The languages the visitor pages speak; English is the source and the last resort. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left: the page root gets dir="rtl". */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['ar']);

/** 'fr-CA' → 'fr'; null for a language we have no catalogue for. */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null;
}

/**
 * The page's language: the site's own setting when it names a language we have, else the
 * visitor's first preferred language we have (in their order), else English.
 */
export function chooseLocale(
  siteLocale: string | null | undefined,
  preferred: readonly string[] | undefined,
): Locale {
  const site = supportedLocale(siteLocale);
  if (site) return site;
  for (const tag of preferred ?? []) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}
