import { TZDate } from '@date-fns/tz';
import type { ComponentVisibility, VisibilityWindow } from '../schema/visibility';

/**
 * The instant a visibility window names, in its own timezone. A window that cannot be read
 * warns 'Invalid date/time format' and falls back to now (foundation.md §5).
 */
export function windowToInstant(window: VisibilityWindow, now: Date = new Date()): Date {
  const [year, month, day] = window.date.split('-').map(Number) as [number, number, number];
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
    // An unknown timezone throws a RangeError: same fallback as a bad date.
  }
  console.warn('Invalid date/time format');
  return now;
}

/**
 * foundation.md §4: outside the builder a component shows only if now is not before its
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

/** Device flags as hide classes (foundation.md §4). */
export function deviceHideClasses(
  visibility: Pick<ComponentVisibility, 'mobile' | 'tablet' | 'desktop'>,
): string[] {
  const classes: string[] = [];
  if (!visibility.mobile) classes.push('one-hide-mobile');
  if (!visibility.tablet) classes.push('one-hide-tablet');
  if (!visibility.desktop) classes.push('one-hide-desktop');
  return classes;
}
