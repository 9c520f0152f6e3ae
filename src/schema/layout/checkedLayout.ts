import type { z } from 'zod';
import type { ComponentSchemaLookup } from '../componentSchema';
import { isRecord } from '../isRecord';
import type { LayoutDocument } from './document';
import type { ParseLayoutResult, PathError, ResetField } from './parseLayout';
import { schemaDefaults, takeAsParsed } from './parseComponent';

/**
 * What parseLayout reported besides the layout, when the server ran it on a stored document
 * for the editor page that opens it: the document the page carries is then parseLayout's
 * output, made by the same schemas as the page's code (one build serves both).
 */
export interface LayoutCheck {
  componentErrors: Record<string, PathError[]>;
  /** Values parseLayout dropped for their defaults (absent from a check made before it told). */
  resetFields?: Record<string, ResetField[]>;
  migrated: string[];
}

/** A value with the shape of a LayoutCheck (it comes from the page's text). */
export function isLayoutCheck(value: unknown): value is LayoutCheck {
  return (
    isRecord(value) &&
    isRecord(value.componentErrors) &&
    Array.isArray(value.migrated) &&
    value.migrated.every((step) => typeof step === 'string')
  );
}

/** Each schema's defaults as JSON text, to know a block's values that are just those. */
const defaultsTexts = new WeakMap<object, string | null>();

function isSchemaDefaults(schema: z.ZodType<Record<string, unknown>>, value: unknown): boolean {
  let text = defaultsTexts.get(schema);
  if (text === undefined) {
    const defaults = schemaDefaults(schema);
    text = defaults === null ? null : JSON.stringify(defaults);
    defaultsTexts.set(schema, text);
  }
  return text !== null && (value === schemaDefaults(schema) || JSON.stringify(value) === text);
}

/**
 * parseLayout's output as the server writes it into the editor's page: a block's data or styles
 * that are exactly its type's defaults are left out — on most pages most of a block's text (a
 * text block's four typography groups), which the page carried a copy of for every block and
 * the editor read, kept and froze once each. takeCheckedLayout puts back the defaults, one
 * shared object per type. A block the check found at fault keeps its values as they are.
 */
export function withoutDefaults(
  layout: LayoutDocument,
  check: LayoutCheck,
  lookup: ComponentSchemaLookup,
): LayoutDocument {
  return {
    ...layout,
    components: layout.components.map((component) => {
      const definition = lookup(component.type);
      if (!definition || Object.hasOwn(check.componentErrors, component.id)) return component;
      const { data, styles, ...rest } = component;
      return {
        ...rest,
        ...(isSchemaDefaults(definition.content, data) ? {} : { data }),
        ...(isSchemaDefaults(definition.style, styles) ? {} : { styles }),
      } as LayoutDocument['components'][number];
    }),
  };
}

/**
 * The result parseLayout gave on the server, taken as it is: the editor opens a layout of a
 * thousand blocks without checking them a second time, which was the largest part of its
 * opening. Each block's data and styles are marked as their schemas' output, as parseLayout
 * marks them, so the renderer does not check them either — except a block the check found at
 * fault, whose raw values the renderer checks and shows the error of. Data or styles the
 * server left out (withoutDefaults) are the type's defaults. Null when `document` has not the
 * shape of a parsed layout: the caller then parses it.
 */
export function takeCheckedLayout(
  document: unknown,
  check: LayoutCheck,
  lookup: ComponentSchemaLookup,
): Extract<ParseLayoutResult, { ok: true }> | null {
  if (!isRecord(document) || !Array.isArray(document.components)) return null;
  const components: unknown[] = document.components;
  if (!components.every((c) => isRecord(c) && typeof c.id === 'string')) return null;
  for (const component of components as Record<string, unknown>[]) {
    const definition = typeof component.type === 'string' ? lookup(component.type) : undefined;
    if (!definition || Object.hasOwn(check.componentErrors, component.id as string)) continue;
    for (const [key, schema] of [
      ['data', definition.content],
      ['styles', definition.style],
    ] as const) {
      const value = component[key];
      if (isRecord(value)) takeAsParsed(schema, value);
      else if (value === undefined) {
        const defaults = schemaDefaults(schema);
        if (defaults === null) return null;
        component[key] = defaults;
      }
    }
  }
  return {
    ok: true,
    layout: document as unknown as LayoutDocument,
    componentErrors: check.componentErrors,
    resetFields: isRecord(check.resetFields) ? check.resetFields : {},
    migrated: check.migrated,
  };
}
