/**
 * What the registration block's schema and its visitor-side code share, kept free of zod: the
 * block hydrates on visitor pages, which load no schema library.
 */

/** The optional personal fields of the form (blocks.md). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'postalCode',
  'phoneNumber',
  'birthday',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** A link the site owner configures: empty, a site path, or an http(s) address. */
export function isSafeLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
