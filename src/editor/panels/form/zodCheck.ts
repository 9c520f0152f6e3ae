import type { z } from 'zod';
import type { ErrorSchema } from '@rjsf/utils';
import { withBrowserLengthCheck } from '../../../schema/cssValue';

type Json = Record<string, unknown>;
type Path = readonly PropertyKey[];

export interface FieldProblem {
  path: Path;
  message: string;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bound(value: unknown): string {
  return typeof value === 'bigint' ? value.toString() : String(value);
}

/**
 * A zod issue as the sentence shown under the field. Bounds are always named ('Must be at most
 * 32 px'), so an owner knows what the field accepts without trying values.
 */
export function issueMessage(issue: z.core.$ZodIssue, unit?: string): string {
  const withUnit = (n: unknown) => (unit ? `${bound(n)} ${unit}` : bound(n));
  if (issue.code === 'too_big') {
    const max = issue.maximum;
    if (issue.origin === 'string') return `Use at most ${bound(max)} characters`;
    if (issue.origin === 'array') return `At most ${bound(max)} items`;
    return issue.inclusive === false
      ? `Must be less than ${withUnit(max)}`
      : `Must be at most ${withUnit(max)}`;
  }
  if (issue.code === 'too_small') {
    const min = issue.minimum;
    if (issue.origin === 'string')
      return Number(min) === 1 ? 'Required' : `Use at least ${bound(min)} characters`;
    if (issue.origin === 'array')
      return `At least ${bound(min)} ${Number(min) === 1 ? 'item' : 'items'}`;
    return issue.inclusive === false
      ? `Must be more than ${withUnit(min)}`
      : `Must be at least ${withUnit(min)}`;
  }
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number';
    if (issue.expected === 'string') return 'Enter text';
    if (issue.expected === 'boolean') return 'Choose on or off';
  }
  if (issue.code === 'not_multiple_of') return `Use steps of ${bound(issue.divisor)}`;
  if (issue.code === 'invalid_value') {
    return `Choose one of: ${issue.values.map((v) => String(v)).join(', ')}`;
  }
  return issue.message;
}

/** Issues as rjsf's ErrorSchema, so each message shows under its own field. */
export function problemsToErrorSchema(problems: readonly FieldProblem[]): ErrorSchema {
  const root: Json = {};
  for (const problem of problems) {
    let node = root;
    for (const key of problem.path) {
      const k = String(key);
      if (!isRecord(node[k])) node[k] = {};
      node = node[k] as Json;
    }
    const list = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    if (!list.includes(problem.message)) list.push(problem.message);
    node.__errors = list;
  }
  return root as ErrorSchema;
}

function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key as never];
  }
  return node;
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  const base: Json = isRecord(value) ? { ...value } : {};
  const k = String(head);
  const child = setAt(base[k], rest, next);
  if (child === undefined) delete base[k];
  else base[k] = child;
  return base;
}

export type CheckResult =
  { ok: true; value: Json; problems: FieldProblem[] } | { ok: false; problems: FieldProblem[] };

/**
 * Re-checks what a form wrote with the component's own zod schema. A field that fails keeps its
 * error on screen and its last good value in the document; the other fields still go through,
 * so one wrong field never blocks editing the rest. Returns the parsed (normalised) value.
 */
export function checkWithZod(
  schema: z.ZodType,
  formValue: unknown,
  stored: unknown,
  unitAt: (path: Path) => string | undefined = () => undefined,
): CheckResult {
  const first = withBrowserLengthCheck(() => schema.safeParse(formValue ?? {}));
  if (first.success) return { ok: true, value: first.data as Json, problems: [] };
  const problems = first.error.issues.map((issue) => ({
    path: issue.path,
    message: issueMessage(issue, unitAt(issue.path)),
  }));
  let candidate: unknown = formValue;
  for (const issue of first.error.issues) {
    // The smallest unit to put back is the field itself (or the list, for item-count issues).
    candidate = setAt(candidate, issue.path, getAt(stored, issue.path));
  }
  const second = withBrowserLengthCheck(() => schema.safeParse(candidate ?? {}));
  if (second.success) return { ok: true, value: second.data as Json, problems };
  return { ok: false, problems };
}

/** Structural equality for JSON-like values: no needless store writes or undo steps. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

export { getAt, setAt };
