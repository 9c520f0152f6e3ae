/** French as one lazily loaded chunk: its catalogue and date-fns's month and day names. */
export { fr as catalogue } from '../catalogues/fr';
export { fr as dateLocale } from 'date-fns/locale/fr';
