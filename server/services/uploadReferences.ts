/**
 * An upload named in any text: `/uploads/upl_x.…` (the original, a variant, or the same path
 * under MEDIA_BASE_URL). The id is everything before the first dot of the file name.
 */
const UPLOAD_REFERENCE = /\/uploads\/([A-Za-z0-9_-]+)\./g;

/** The ids of the uploads a value names anywhere in it (strings, arrays, objects). */
export function referencedIds(value: unknown): Set<string> {
  const text = JSON.stringify(value ?? null);
  return new Set([...text.matchAll(UPLOAD_REFERENCE)].map((match) => match[1]!));
}

/**
 * A PostgreSQL regular expression matching a reference to any of `uploadIds` (ids are letters,
 * digits, `_` and `-` only, so they need no escaping): records are filtered in the database
 * before they are read, as a site's tokens and posts may be many.
 */
export function referencePattern(uploadIds: readonly string[]): string {
  const safe = uploadIds.filter((id) => /^[A-Za-z0-9_-]+$/.test(id));
  return `/uploads/(${safe.join('|')})\\.`;
}
