import { format, isValid, parseISO } from 'date-fns';
import { DEFAULT_POST_DATE_FORMAT } from './schema';
import { dateFnsOptions, t } from '../../i18n/i18n';
import { renderableDateFormat, RENDER_TOKEN_OPTIONS } from '../shared/dateFormat';

/**
 * A post's date in its post_date_format (default 'MMMM d, yyyy', date-fns tokens). null without
 * a date; 'Invalid date' when the date or the format cannot be used.
 */
export function formatPostDate(
  date: string,
  pattern: string = DEFAULT_POST_DATE_FORMAT,
): string | null {
  if (!date.trim()) return null;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date.trim())
    ? parseISO(`${date.trim()}T00:00:00`)
    : new Date(date);
  if (!isValid(parsed)) return t('blocks.invalidDate');
  // Moment-style tokens of an older layout are corrected; a format date-fns still refuses is a
  // formatting failure, never a throw.
  const usable = renderableDateFormat(pattern.trim() || DEFAULT_POST_DATE_FORMAT);
  if (usable === null) return t('blocks.invalidDate');
  try {
    return format(parsed, usable, { ...dateFnsOptions(), ...RENDER_TOKEN_OPTIONS });
  } catch {
    return t('blocks.invalidDate');
  }
}
