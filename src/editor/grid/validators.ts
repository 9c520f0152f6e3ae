import { cssLength, cssValueProblem, withBrowserLengthCheck } from '../../schema/cssValue';

/** A grid track as the schema accepts it ('1fr', '200px', 'minmax(0, 1fr)', 'auto'). */
export function validateTrack(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Enter a track size, for example 1fr, 200px or auto';
  if (value.length > 100) return 'A track size can be at most 100 characters';
  const problem = cssValueProblem(value, 'grid track');
  if (problem) return problem;
  if (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    !CSS.supports('grid-template-columns', value)
  ) {
    return `"${value}" is not a grid track size`;
  }
  return null;
}

/** A CSS length for gap, padding and max width ('16px', '1rem', '100%'). */
export function validateLength(text: string): string | null {
  const result = withBrowserLengthCheck(() => cssLength.safeParse(text.trim()));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not a valid length');
}
