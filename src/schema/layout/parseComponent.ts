import type { z } from 'zod';
import { isRecord } from '../isRecord';
import { memoKey, recalled, remember } from './parseMemo';

/*
 * Parsing one component's data or styles against its type's schema. Apart from the document's
 * parse because the renderer runs it for every block it shows: it needs the block's own schema
 * only, never the document's schemas or zod itself (each schema brings its methods).
 */

/**
 * A copy of `value` without what each issue points at: a list's items past its maximum, a
 * failing list item, or a failing key (its default then applies). Null when an issue is about
 * the whole value or nothing would change.
 */
function withoutFailingParts(
  value: Record<string, unknown>,
  issues: readonly z.core.$ZodIssue[],
): Record<string, unknown> | null {
  if (issues.some((issue) => issue.path.length === 0)) return null;
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const at = (path: readonly PropertyKey[]): unknown =>
    path.reduce<unknown>(
      (node, key) =>
        isRecord(node) || Array.isArray(node)
          ? (node as Record<PropertyKey, unknown>)[key as never]
          : undefined,
      copy,
    );
  const removeItems = new Map<unknown[], Set<number>>();
  let changed = false;
  // A required key that is missing cannot be dropped: what holds it goes instead.
  const remove = (path: readonly PropertyKey[]): boolean => {
    if (path.length === 0) return false;
    const parent = at(path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
      removeItems.set(parent, (removeItems.get(parent) ?? new Set<number>()).add(key));
      return true;
    }
    if (isRecord(parent) && Object.hasOwn(parent, key)) {
      delete parent[key as string];
      return true;
    }
    return remove(path.slice(0, -1));
  };
  for (const issue of issues) {
    const target = at(issue.path);
    if (issue.code === 'too_big' && Array.isArray(target) && typeof issue.maximum === 'number') {
      target.length = Math.min(target.length, Number(issue.maximum));
      changed = true;
    } else if (remove(issue.path)) changed = true;
  }
  for (const [list, indexes] of removeItems) {
    for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
    changed = true;
  }
  return changed ? copy : null;
}

/**
 * Parses a record against a component schema; what does not fit is dropped — the failing list
 * item or key first, else the whole top-level field — so defaults apply, and the issues of what
 * was dropped come back as `reset`, so whoever shows the value can say what went. What still
 * fails after that is reported and the raw value is kept, so no data is lost: the component
 * renders 'Error rendering component' until fixed.
 */
export function parseWithFallback(
  schema: z.ZodType<Record<string, unknown>>,
  value: unknown,
):
  | { ok: true; value: Record<string, unknown>; reset?: readonly z.core.$ZodIssue[] }
  | { ok: false; issues: readonly z.core.$ZodIssue[] } {
  if (isRecord(value) && parsedBy.get(value) === schema) return { ok: true, value };
  if (value === undefined || value === null || (isRecord(value) && isEmpty(value))) {
    const defaults = schemaDefaults(schema);
    if (defaults) return { ok: true, value: defaults };
  }
  const first = schema.safeParse(value ?? {});
  if (first.success) return { ok: true, value: settled(schema, first.data) };
  if (!isRecord(value)) return { ok: false, issues: first.error.issues };
  // Drop as little as possible first: the failing list item, key or excess items, so one bad
  // block does not take every container with it; then whole top-level fields.
  let repaired: Record<string, unknown> | null = value;
  let issues = first.error.issues;
  for (let round = 0; round < 4 && repaired; round++) {
    repaired = withoutFailingParts(repaired, issues);
    if (!repaired) break;
    const attempt = schema.safeParse(repaired);
    if (attempt.success)
      return { ok: true, value: settled(schema, attempt.data), reset: first.error.issues };
    issues = attempt.error.issues;
  }
  const badKeys = new Set(first.error.issues.map((i) => i.path[0]).filter((k) => k !== undefined));
  const trimmed = Object.fromEntries(Object.entries(value).filter(([k]) => !badKeys.has(k)));
  const second = schema.safeParse(trimmed);
  if (second.success)
    return { ok: true, value: settled(schema, second.data), reset: first.error.issues };
  return { ok: false, issues: first.error.issues };
}

/**
 * A record against a component schema, as it is: what does not fit is reported, not dropped.
 * The server checks every save this way, so what passed is remembered by its text (parseMemo).
 */
export function parseExactly(
  schema: z.ZodType<Record<string, unknown>>,
  value: unknown,
):
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; issues: readonly z.core.$ZodIssue[] } {
  const key = memoKey(schema, value);
  const known = key === null ? undefined : recalled(key);
  if (known) return { ok: true, value: known };
  const result = schema.safeParse(value ?? {});
  if (!result.success) return { ok: false, issues: result.error.issues };
  const output = settled(schema, result.data);
  if (key !== null) remember(key, output);
  return { ok: true, value: output };
}

/**
 * What each schema has already produced. A layout is parsed when it is loaded and each
 * component again when it is rendered (the renderer accepts any document); for a value this
 * schema itself produced the second parse would give the same value, so it is skipped — at
 * a thousand components, half the work of opening a page. The outputs are frozen, so a value
 * found here cannot have changed since it was checked.
 */
const parsedBy = new WeakMap<object, z.ZodType>();

function settled(schema: z.ZodType, output: Record<string, unknown>): Record<string, unknown> {
  deepFreeze(output);
  parsedBy.set(output, schema);
  return output;
}

/**
 * Takes a record as `schema`'s output without parsing it: frozen, and skipped by every parse
 * against that schema from now on. Only for what this build's own parse produced elsewhere —
 * the server's check of the layout an editor page opens with (checkedLayout.ts) — never for a
 * value from outside.
 */
export function takeAsParsed(schema: z.ZodType, value: Record<string, unknown>): void {
  settled(schema, value);
}

/**
 * An empty record parses to the schema's defaults, the same for every component of a type —
 * most placed components have no styles of their own — so it is parsed once per schema and
 * the frozen result shared.
 */
const defaultsBySchema = new WeakMap<z.ZodType, Record<string, unknown> | null>();

/**
 * The schema's output for `{}` (frozen, one object for every caller), or null when `{}` does
 * not pass (a field is required).
 */
export function schemaDefaults(
  schema: z.ZodType<Record<string, unknown>>,
): Record<string, unknown> | null {
  let defaults = defaultsBySchema.get(schema);
  if (defaults === undefined) {
    const parsed = schema.safeParse({});
    defaults = parsed.success ? settled(schema, parsed.data) : null;
    defaultsBySchema.set(schema, defaults);
  }
  return defaults;
}

function isEmpty(value: Record<string, unknown>): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** Freezes a value and everything in it; an explicit stack, so depth costs no call stack. */
function deepFreeze(root: unknown): void {
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
    Object.freeze(value);
    for (const child of Object.values(value)) stack.push(child);
  }
}
