import { TZDate } from '@date-fns/tz';
import type { ComponentVisibility, VisibilityWindow } from '../schema/visibility';

/**
 * Year, month and day of a window's date: `yyyy-MM-dd`, or the date part of an ISO date-time
 * (`2030-01-01T09:00:00Z`). Anything else gives NaNs, which the caller treats as unreadable.
 */
function calendarDate(text: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
}

/** The instant a visibility window names, in its own timezone; null when it names none. */
export function windowInstant(window: VisibilityWindow): Date | null {
  const [year, month, day] = calendarDate(window.date);
  const hour24 = (window.time.hour % 12) + (window.time.period === 'PM' ? 12 : 0);
  try {
    const instant = new TZDate(
      year,
      month - 1,
      day,
      hour24,
      window.time.minute,
      0,
      window.timezone,
    );
    const valid =
      !Number.isNaN(instant.getTime()) &&
      instant.getMonth() === month - 1 &&
      instant.getDate() === day;
    if (valid) return new Date(instant.getTime());
  } catch {
    // An unknown timezone throws a RangeError: same as a bad date.
  }
  return null;
}

/**
 * The instant a visibility window names, in its own timezone. A window that cannot be read
 * warns 'Invalid date/time format' and falls back to now (foundation.md).
 */
export function windowToInstant(window: VisibilityWindow, now: Date = new Date()): Date {
  const instant = windowInstant(window);
  if (instant) return instant;
  console.warn('Invalid date/time format');
  return now;
}

/**
 * Both bounds set and the end not later than the start (each read in its own time zone): no
 * moment is inside such a window, so the component never shows. A bound that cannot be read
 * is not compared.
 */
export function windowsOutOfOrder(
  visibility: Pick<ComponentVisibility, 'showAfterDate' | 'showBeforeDate'>,
): boolean {
  const { showAfterDate, showBeforeDate } = visibility;
  if (!showAfterDate || !showBeforeDate) return false;
  const start = windowInstant(showAfterDate);
  const end = windowInstant(showBeforeDate);
  return start !== null && end !== null && end.getTime() <= start.getTime();
}

/**
 * foundation.md: outside the builder a component shows only if now is not before its
 * start and not after its end; either bound may be absent. In the builder it always shows.
 */
export function isWithinVisibilityWindow(
  visibility: Pick<ComponentVisibility, 'showAfterDate' | 'showBeforeDate'>,
  now: Date,
  builder: boolean,
): boolean {
  if (builder) return true;
  if (visibility.showAfterDate && now < windowToInstant(visibility.showAfterDate, now))
    return false;
  if (visibility.showBeforeDate && now > windowToInstant(visibility.showBeforeDate, now))
    return false;
  return true;
}

/** Device flags as hide classes (foundation.md). */
export function deviceHideClasses(
  visibility: Pick<ComponentVisibility, 'mobile' | 'tablet' | 'desktop'>,
): string[] {
  const classes: string[] = [];
  if (!visibility.mobile) classes.push('one-hide-mobile');
  if (!visibility.tablet) classes.push('one-hide-tablet');
  if (!visibility.desktop) classes.push('one-hide-desktop');
  return classes;
}
