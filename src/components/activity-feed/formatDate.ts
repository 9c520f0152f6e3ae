import { format, isValid, parseISO } from 'date-fns';
import { dateFnsOptions, t } from '../../i18n/i18n';

/** blocks.md: date format 'MMM dd, yyyy'; the year is hidden in the feed for the current year. */
export const FEED_DATE_FORMAT = 'MMM dd, yyyy';
export const FEED_DATE_FORMAT_THIS_YEAR = 'MMM dd';

/** 'Mar 04, 2025', or 'Mar 04' this year; 'Invalid date' when it cannot be read (blocks.md). */
export function formatFeedDate(value: string | null | undefined, now: Date): string {
  try {
    if (!value) return t('blocks.invalidDate');
    const date = parseISO(value);
    if (!isValid(date)) return t('blocks.invalidDate');
    return format(
      date,
      date.getFullYear() === now.getFullYear() ? FEED_DATE_FORMAT_THIS_YEAR : FEED_DATE_FORMAT,
      dateFnsOptions(),
    );
  } catch {
    return t('blocks.invalidDate');
  }
}
