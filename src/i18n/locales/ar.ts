/** Arabic as one lazily loaded chunk: its catalogue and date-fns's month and day names. */
export { ar as catalogue } from '../catalogues/ar';
export { ar as dateLocale } from 'date-fns/locale/ar';
