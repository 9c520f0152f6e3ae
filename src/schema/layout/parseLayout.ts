import { builtOnce } from '../builtOnce';
import type { z } from 'zod';
import type { ComponentSchemaLookup } from '../componentSchema';
import { layoutDocument, type LayoutDocument } from './document';
import { gridConfig } from './gridConfig';
import { themeSchema } from '../theme/theme';
import { migrate } from './migrations';
import { linkTabChildren, tabIdsAsText } from './tabChildren';
import { isRecord } from '../isRecord';
import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from '../jsonDepth';
import { parseExactly, parseWithFallback } from './parseComponent';

/** Also here for code that imports it beside the document's parse. */
export { parseWithFallback } from './parseComponent';

/** One problem in a document, with its JSON path ('grid_config.areas.0.endCol'). */
export interface PathError {
  path: string;
  message: string;
}

/** A stored value the parse dropped for its default: where, why, and what it was. */
export interface ResetField extends PathError {
  value: unknown;
}

export type ParseLayoutResult =
  | {
      ok: true;
      layout: LayoutDocument;
      /** Components whose data or styles do not fit their type; they render an error in place. */
      componentErrors: Record<string, PathError[]>;
      /**
       * Values of components that did not fit and were dropped for their defaults (the rest of
       * the component kept), by component id: the stored copy holds them until a save.
       */
      resetFields: Record<string, ResetField[]>;
      /** Migration steps that ran on the way in. */
      migrated: string[];
    }
  | { ok: false; errors: PathError[] };

/** What a component parse dropped for its defaults (parseWithFallback's `reset`). */
function resetIssues(
  result: ReturnType<typeof parseWithFallback> | ReturnType<typeof parseExactly>,
): readonly z.core.$ZodIssue[] {
  return result.ok && 'reset' in result && result.reset ? result.reset : [];
}

/** Each dropped value's place and reason, with the value as it was stored. */
function resetFieldsOf(
  issues: readonly z.core.$ZodIssue[],
  stored: unknown,
  prefix: PropertyKey[],
): ResetField[] {
  return issues.map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    message: issue.message,
    value: issue.path.reduce<unknown>(
      (node, key) =>
        isRecord(node) || Array.isArray(node)
          ? (node as Record<PropertyKey, unknown>)[key]
          : undefined,
      stored,
    ),
  }));
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

export function issuesToPathErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): PathError[] {
  return issues.map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    message: issue.message,
  }));
}

type DocumentParse = { ok: true; layout: LayoutDocument } | { ok: false; errors: PathError[] };

function parseDocument(value: unknown): DocumentParse {
  const parsed = layoutDocument().safeParse(value);
  return parsed.success
    ? { ok: true, layout: parsed.data }
    : { ok: false, errors: issuesToPathErrors(parsed.error.issues) };
}

/** The document without the parts a save rarely changes, which are checked apart (below). */
const documentShell = builtOnce(() => layoutDocument().omit({ theme: true, grid_config: true }));

/**
 * The document as the API checks it: the theme and the grid, which a save sends unchanged
 * nearly every time and whose checks were a third of a save's, are checked like the blocks
 * (parseExactly: what passed is remembered by its text). Anything else but an object there
 * takes the whole document's check, so its error reads as before.
 */
function parseStoredDocument(value: unknown): DocumentParse {
  if (!isRecord(value)) return parseDocument(value);
  const { theme, grid_config: grid, ...rest } = value;
  if ((theme !== undefined && !isRecord(theme)) || (grid !== undefined && !isRecord(grid)))
    return parseDocument(value);
  const shell = documentShell().safeParse(rest);
  const themeParsed = theme === undefined ? null : parseExactly(themeSchema(), theme);
  const gridParsed = grid === undefined ? null : parseExactly(gridConfig(), grid);
  const errors = [
    ...(shell.success ? [] : issuesToPathErrors(shell.error.issues)),
    ...(themeParsed?.ok === false ? issuesToPathErrors(themeParsed.issues, ['theme']) : []),
    ...(gridParsed?.ok === false ? issuesToPathErrors(gridParsed.issues, ['grid_config']) : []),
  ];
  if (!shell.success || errors.length > 0) return { ok: false, errors };
  // In the schema's order of keys, as the whole document's check gives them.
  const parts: Record<string, unknown> = {
    ...shell.data,
    theme: themeParsed?.ok ? themeParsed.value : undefined,
    grid_config: gridParsed?.ok ? gridParsed.value : undefined,
  };
  const layout: Record<string, unknown> = {};
  for (const key of Object.keys(layoutDocument().shape))
    if (parts[key] !== undefined) layout[key] = parts[key];
  return { ok: true, layout: layout as LayoutDocument };
}

export interface ParseLayoutOptions {
  /**
   * For what is about to be stored (the API): a component value that does not fit is reported
   * rather than repaired — repairing drops it for its default, which on a save would lose the
   * owner's data without a word — and every component must sit in an area of the grid.
   */
  strict?: boolean;
}

/**
 * The one door into the product for a layout document: JSON text or a value from anywhere
 * (a file, the API, the clipboard). Returns the migrated, normalised document — defaults
 * filled, unknown fields dropped — or every error with its path.
 */
export function parseLayout(
  input: unknown,
  lookup?: ComponentSchemaLookup,
  options: ParseLayoutOptions = {},
): ParseLayoutResult {
  let value = input;
  // Nothing below walks a value deeper than this (zod, the repairs, the freeze): refused first.
  const tooDeep = {
    ok: false as const,
    errors: [{ path: '', message: `Nested more than ${MAX_JSON_DEPTH} levels deep` }],
  };
  if (typeof value === 'string') {
    if (jsonTextTooDeep(value)) return tooDeep;
    try {
      value = JSON.parse(value);
    } catch (error) {
      return {
        ok: false,
        errors: [{ path: '', message: `Not valid JSON: ${(error as Error).message}` }],
      };
    }
  }
  if (!isRecord(value)) {
    return { ok: false, errors: [{ path: '', message: 'A layout must be a JSON object' }] };
  }
  if (valueTooDeep(value)) return tooDeep;
  const migrated = migrate(value);
  if (!migrated.ok) return { ok: false, errors: [{ path: 'version', message: migrated.error }] };

  const parsed = options.strict
    ? parseStoredDocument(tabIdsAsText(migrated.document))
    : parseDocument(tabIdsAsText(migrated.document));
  if (!parsed.ok) return parsed;
  const layout = parsed.layout;

  const errors: PathError[] = [];
  const seenAreas = new Set<string>();
  layout.grid_config?.areas.forEach((area, i) => {
    if (seenAreas.has(area.id))
      errors.push({ path: `grid_config.areas.${i}.id`, message: `Duplicate area id "${area.id}"` });
    seenAreas.add(area.id);
  });
  const seenComponents = new Set<string>();
  layout.components.forEach((component, i) => {
    if (seenComponents.has(component.id)) {
      errors.push({
        path: `components.${i}.id`,
        message: `Duplicate component id "${component.id}"`,
      });
    }
    seenComponents.add(component.id);
    if (options.strict && !seenAreas.has(component.areaId)) {
      errors.push({
        path: `components.${i}.areaId`,
        message: `No area "${component.areaId}" in grid_config.areas: the component would be on no page`,
      });
    }
  });
  if (errors.length > 0) return { ok: false, errors };
  layout.components = linkTabChildren(layout.components);

  const componentErrors: Record<string, PathError[]> = {};
  const resetFields: Record<string, ResetField[]> = {};
  if (lookup) {
    layout.components = layout.components.map((component, i) => {
      const definition = lookup(component.type);
      if (!definition) return component;
      const problems: PathError[] = [];
      const parse = options.strict ? parseExactly : parseWithFallback;
      const data = parse(definition.content, component.data);
      const styles = parse(definition.style, component.styles);
      if (!data.ok) problems.push(...issuesToPathErrors(data.issues, ['components', i, 'data']));
      if (!styles.ok)
        problems.push(...issuesToPathErrors(styles.issues, ['components', i, 'styles']));
      if (problems.length > 0) componentErrors[component.id] = problems;
      const reset = [
        ...resetFieldsOf(resetIssues(data), component.data, ['components', i, 'data']),
        ...resetFieldsOf(resetIssues(styles), component.styles, ['components', i, 'styles']),
      ];
      if (reset.length > 0) resetFields[component.id] = reset;
      return {
        ...component,
        data: data.ok ? data.value : component.data,
        styles: styles.ok ? styles.value : component.styles,
      };
    });
  }
  return { ok: true, layout, componentErrors, resetFields, migrated: migrated.applied };
}
