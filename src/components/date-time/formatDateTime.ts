import { TZDate } from '@date-fns/tz';
import { format as formatDate, isValid } from 'date-fns';
import { dateFnsOptions, t } from '../../i18n/i18n';
import { renderableDateFormat, RENDER_TOKEN_OPTIONS } from '../shared/dateFormat';

import {
  DATE_PATTERN,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT,
  isValidTimeZone,
  TIME_PATTERN,
} from './dateTimeRules';

export {
  DATE_PATTERN,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT,
  INVALID_DATE,
  isValidTimeZone,
  TIME_PATTERN,
} from './dateTimeRules';

export interface DateTimeInput {
  /** yyyy-MM-dd */
  date: string;
  /** HH:MM, 24-hour; empty means the date alone. */
  time: string;
  timezone: string;
}

/** The moment the inputs name, in their timezone; null when they do not name one. */
export function zonedDateTime({ date, time, timezone }: DateTimeInput): TZDate | null {
  if (!DATE_PATTERN.test(date) || (time && !TIME_PATTERN.test(time)) || !isValidTimeZone(timezone))
    return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time ? (time.split(':').map(Number) as [number, number]) : [0, 0];
  const zoned = new TZDate(year, month - 1, day, hours, minutes, timezone);
  // new TZDate rolls 2024-02-31 over to March; a date that moved was not a real date.
  if (
    !isValid(zoned) ||
    zoned.getFullYear() !== year ||
    zoned.getMonth() !== month - 1 ||
    zoned.getDate() !== day
  ) {
    return null;
  }
  return zoned;
}

/**
 * The label: the date (and time) in its timezone with the owner's format. The default format
 * gains the time when one is set. 'Invalid date' when the inputs or the format cannot be used.
 */
export function formatDateTimeLabel(input: DateTimeInput & { format: string }): string {
  const zoned = zonedDateTime(input);
  if (!zoned) return t('blocks.invalidDate');
  const options = dateFnsOptions();
  const english =
    !input.format.trim() || (input.format === DEFAULT_DATE_FORMAT && input.time)
      ? input.time
        ? DEFAULT_DATE_TIME_FORMAT
        : DEFAULT_DATE_FORMAT
      : input.format;
  // The spec's default is English word order with a literal 'at'; in another page language the
  // default is that language's own long date (and time), so no English word shows in it.
  const isDefault = english === DEFAULT_DATE_FORMAT || english === DEFAULT_DATE_TIME_FORMAT;
  // A stored format is never given to date-fns as it is: moment-style tokens ('DD/MM/YYYY',
  // from an older layout) are corrected, and one date-fns still refuses is a formatting failure.
  const pattern =
    options.locale && isDefault ? (input.time ? 'PPPp' : 'PPP') : renderableDateFormat(english);
  if (pattern === null) return t('blocks.invalidDate');
  try {
    return formatDate(zoned, pattern, { ...options, ...RENDER_TOKEN_OPTIONS });
  } catch {
    return t('blocks.invalidDate');
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Relative text in weeks, days, hours or minutes: '3w ago', 'in 2d', '5h ago', '1m ago', 'just now'. */
export function formatRelative(target: Date, now: Date): string {
  const diff = now.getTime() - target.getTime();
  if (!Number.isFinite(diff)) return t('blocks.invalidDate');
  const size = Math.abs(diff);
  if (size < MINUTE) return 'just now';
  const [value, unit] =
    size >= WEEK
      ? [Math.floor(size / WEEK), 'w']
      : size >= DAY
        ? [Math.floor(size / DAY), 'd']
        : size >= HOUR
          ? [Math.floor(size / HOUR), 'h']
          : [Math.floor(size / MINUTE), 'm'];
  return diff > 0 ? `${value}${unit} ago` : `in ${value}${unit}`;
}
