import type { Locale as DateFnsLocale } from 'date-fns';
import type { Catalogue } from './catalogues/en';
import { addCatalogue, hasCatalogue } from './i18n';
import type { Locale } from '../schema/locales';

type OtherLocale = Exclude<Locale, 'en'>;

/**
 * Each language other than English, fetched as its own chunk: a page downloads the catalogue and
 * date names of the one language it speaks, and the editor (always English) none of them.
 */
const LOADERS: Record<
  OtherLocale,
  () => Promise<[{ catalogue: Catalogue }, { dates: DateFnsLocale }]>
> = {
  fr: () =>
    Promise.all([
      import('./catalogues/fr').then((m) => ({ catalogue: m.fr })),
      import('date-fns/locale/fr').then((m) => ({ dates: m.fr })),
    ]),
  de: () =>
    Promise.all([
      import('./catalogues/de').then((m) => ({ catalogue: m.de })),
      import('date-fns/locale/de').then((m) => ({ dates: m.de })),
    ]),
  es: () =>
    Promise.all([
      import('./catalogues/es').then((m) => ({ catalogue: m.es })),
      import('date-fns/locale/es').then((m) => ({ dates: m.es })),
    ]),
  ja: () =>
    Promise.all([
      import('./catalogues/ja').then((m) => ({ catalogue: m.ja })),
      import('date-fns/locale/ja').then((m) => ({ dates: m.ja })),
    ]),
  ar: () =>
    Promise.all([
      import('./catalogues/ar').then((m) => ({ catalogue: m.ar })),
      import('date-fns/locale/ar').then((m) => ({ dates: m.ar })),
    ]),
};

/**
 * Adds `locale`'s catalogue and date names, fetching them once; resolves at once for English or
 * a language already added. A page awaits it before its first render in that language.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  const [{ catalogue }, { dates }] = await LOADERS[locale as OtherLocale]();
  addCatalogue(locale, catalogue, dates);
}

/**
 * `loadLocale` for a page about to render: a catalogue that cannot be fetched leaves the page
 * working, in English, rather than never interactive.
 */
export function loadPageLanguage(locale: Locale): Promise<void> {
  return loadLocale(locale).catch((error: unknown) =>
    console.error(
      `Vitrine: the ${locale} texts could not be loaded; the page stays English`,
      error,
    ),
  );
}
