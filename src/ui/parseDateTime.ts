import { parseISO, isValid } from 'date-fns';

/**
 * Reads a date/time input. What cannot be parsed warns 'Invalid date/time format' and falls
 * back to now (foundation.md).
 */
export function parseDateTimeInput(
  value: string | number | Date | null | undefined,
  now: () => Date = () => new Date(),
): Date {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    date = parseISO(value.trim());
    if (!isValid(date)) date = new Date(value);
  }
  if (date && isValid(date)) return date;
  console.warn('Invalid date/time format');
  return now();
}
