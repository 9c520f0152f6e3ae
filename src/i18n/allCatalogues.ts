import {
  ar as dateAr,
  de as dateDe,
  es as dateEs,
  fr as dateFr,
  ja as dateJa,
} from 'date-fns/locale';
import { ar } from './catalogues/ar';
import { de } from './catalogues/de';
import { en } from './catalogues/en';
import { es } from './catalogues/es';
import { fr } from './catalogues/fr';
import { ja } from './catalogues/ja';
import { addCatalogue } from './i18n';

/** Every language's catalogue, English first. */
export const CATALOGUES = { en, fr, de, es, ja, ar } as const;

/**
 * Importing this module adds every language at once, for the code that switches languages
 * synchronously — the server's rendering of visitor pages, the export script, the embed kit,
 * the standalone export's script — where fetching one on demand is not possible or not worth it.
 */
addCatalogue('fr', fr, dateFr);
addCatalogue('de', de, dateDe);
addCatalogue('es', es, dateEs);
addCatalogue('ja', ja, dateJa);
addCatalogue('ar', ar, dateAr);
