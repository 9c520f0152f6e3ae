import { isValid, parseISO } from 'date-fns';

/** blocks.md: the countdown ticks every 1000 ms; its units. */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_PLACEHOLDER = '--';

export const countdownUnits = [
  { key: 'days', label: 'Days', seconds: 86_400 },
  { key: 'hours', label: 'Hours', seconds: 3_600 },
  { key: 'minutes', label: 'Minutes', seconds: 60 },
  { key: 'seconds', label: 'Seconds', seconds: 1 },
] as const;
export type CountdownUnit = (typeof countdownUnits)[number]['key'];

/**
 * The target as a Date. An invalid target is logged and treated as no target: null.
 * Values without an offset ('2030-01-01T18:00') are read in the visitor's local time.
 */
export function parseCountdownTarget(value: string): Date | null {
  if (!value.trim()) return null;
  const parsed = parseISO(value.trim());
  if (isValid(parsed)) return parsed;
  console.error(`Invalid countdown target "${value}": showing no target`);
  return null;
}

/**
 * The time left split over the shown units. A hidden larger unit rolls into the next shown one
 * (no days shown: 2 days and 3 hours is 51 hours).
 */
export function splitRemaining(
  ms: number,
  shown: readonly CountdownUnit[],
): Partial<Record<CountdownUnit, number>> {
  let left = Math.max(0, Math.floor(ms / 1000));
  const values: Partial<Record<CountdownUnit, number>> = {};
  for (const unit of countdownUnits) {
    if (!shown.includes(unit.key)) continue;
    values[unit.key] = Math.floor(left / unit.seconds);
    left -= values[unit.key]! * unit.seconds;
  }
  return values;
}

/** Two digits at least: 7 → '07', 123 → '123'. */
export const padUnit = (value: number) => String(value).padStart(2, '0');
