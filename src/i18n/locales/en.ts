/** English as one lazily loaded chunk: its catalogue; dates keep date-fns's own default. */
export { en as catalogue } from '../catalogues/en';
export const dateLocale = undefined;
