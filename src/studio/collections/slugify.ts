import { SLUG_PATTERN } from '../../schema/entities/collectionWrite';

/** A slug proposed from a name: lowercase letters and digits, words joined by hyphens. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/** Why a slug cannot be used, or null when its form is right (uniqueness is the server's). */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter a slug: it is the collection’s address.';
  return SLUG_PATTERN.test(slug) ? null : 'A slug is 1 to 64 lowercase letters, digits or hyphens.';
}
