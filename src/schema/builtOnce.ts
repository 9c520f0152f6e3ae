/**
 * A value (a zod schema) built the first time it is asked for, then kept: a schema only some
 * component types use is not built when its module loads, so opening a page builds only the
 * schemas of the types it holds.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
