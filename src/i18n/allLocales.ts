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
import { addLocale } from './i18n';

/**
 * Every language at once, for what renders in any of them without loading: the server, the
 * export, the embed kit and the tests. Importing this module adds them all to t(). A visitor
 * page's browser code never imports it: it loads its own language (loadLocale.ts).
 */
export const CATALOGUES = { en, fr, de, es, ja, ar } as const;

addLocale('en', en);
addLocale('fr', fr, dateFr);
addLocale('de', de, dateDe);
addLocale('es', es, dateEs);
addLocale('ja', ja, dateJa);
addLocale('ar', ar, dateAr);
