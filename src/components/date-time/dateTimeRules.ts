/**
 * The date-time block's rules that its schema checks with: patterns, the default format and the
 * timezone test. Apart from the formatting (date-fns), so parsing a layout does not load it.
 */
/** blocks.md: the default format, and the one used when a time is set. */
export const DEFAULT_DATE_FORMAT = 'MMM dd, yyyy';
export const DEFAULT_DATE_TIME_FORMAT = "MMM dd, yyyy 'at' h:mm a";
/**: what a label shows when formatting fails. */
export const INVALID_DATE = 'Invalid date';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/**: HH:MM in 24-hour format. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**: the timezone is an IANA identifier ('Europe/Paris', 'UTC'). */
/** Answers already given: building an Intl formatter is costly and every save validates. */
const knownTimeZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  const known = knownTimeZones.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: names come from documents, and a flood of made-up ones must not grow it forever.
  if (knownTimeZones.size < 1000) knownTimeZones.set(timeZone, valid);
  return valid;
}
