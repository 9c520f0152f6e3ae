/** German as one lazily loaded chunk: its catalogue and date-fns's month and day names. */
export { de as catalogue } from '../catalogues/de';
export { de as dateLocale } from 'date-fns/locale/de';
