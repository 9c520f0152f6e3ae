/**
 * A value (a zod schema) built the first time it is asked for, then kept: a schema only some
 * component types use is not built when its module loads, so opening a page builds only the
 * schemas of the types it holds; and the layout's and the theme's schemas, which the editor's
 * start-up imports but which check nothing before its canvas has painted, are built at the first
 * check. The same schema object every time, so what is kept by schema (parsed values, defaults)
 * stays kept.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
