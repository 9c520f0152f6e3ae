/**
 * Where a number box settles when the owner leaves it (or presses Enter): a typed number past
 * a bound becomes that bound, so the field and the document end on the nearest value the field
 * takes — never on a keystroke on the way to the number meant ('4' of '45'). While typing, the
 * number stays as typed and its message ("Must be at most 30") says why it is not taken.
 * Anything else (empty, not a number, a bound missing) is kept as it is.
 */
export function settledNumber(
  value: number | undefined,
  min: number | undefined,
  max: number | undefined,
): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return value;
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/** A schema bound as a number, or undefined when the schema has none. */
export function boundOf(bound: unknown): number | undefined {
  return typeof bound === 'number' && Number.isFinite(bound) ? bound : undefined;
}
