import type { z } from 'zod';
import { getAt, setAt } from '../../src/editor/panels/form/zodCheck';

/**
 * A component's data as a renderer may meet it in a document written elsewhere (an older
 * version, an import): parsed by its schema, with each value the schema refuses put back as it
 * was. A renderer checks every link and source itself, whatever the document holds.
 */
export function asStored<T>(schema: z.ZodType<T>, data: Record<string, unknown>): T {
  const first = schema.safeParse(data);
  if (first.success) return first.data;
  const paths = first.error.issues.map((issue) => issue.path);
  let without: unknown = data;
  for (const path of paths) without = setAt(without, path, undefined);
  let parsed: unknown = schema.parse(without);
  for (const path of paths) parsed = setAt(parsed, path, getAt(data, path));
  return parsed as T;
}
