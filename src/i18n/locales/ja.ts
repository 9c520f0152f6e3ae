/** Japanese as one lazily loaded chunk: its catalogue and date-fns's month and day names. */
export { ja as catalogue } from '../catalogues/ja';
export { ja as dateLocale } from 'date-fns/locale/ja';
