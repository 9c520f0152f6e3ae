/** Spanish as one lazily loaded chunk: its catalogue and date-fns's month and day names. */
export { es as catalogue } from '../catalogues/es';
export { es as dateLocale } from 'date-fns/locale/es';
