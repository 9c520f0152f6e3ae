/**
 * foundation.md relative time: weeks 'w', days 'd', hours 'h', minutes 'm', else 'just now'.
 * React-free; future dates read as 'just now'.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export function formatRelativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const elapsed = (now instanceof Date ? now.getTime() : now) - then;
  if (!Number.isFinite(elapsed)) return 'just now';
  if (elapsed >= WEEK) return `${Math.floor(elapsed / WEEK)}w`;
  if (elapsed >= DAY) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed >= HOUR) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed >= MINUTE) return `${Math.floor(elapsed / MINUTE)}m`;
  return 'just now';
}
