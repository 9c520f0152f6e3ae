import type { ComponentSchemaLookup } from '../componentSchema';
import { isRecord } from '../isRecord';
import type { LayoutDocument } from './document';
import type { ParseLayoutResult, PathError } from './parseLayout';
import { takeAsParsed } from './parseComponent';

/**
 * What parseLayout reported besides the layout, when the server ran it on a stored document
 * for the editor page that opens it: the document the page carries is then parseLayout's
 * output, made by the same schemas as the page's code (one build serves both).
 */
export interface LayoutCheck {
  componentErrors: Record<string, PathError[]>;
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

/**
 * The result parseLayout gave on the server, taken as it is: the editor opens a layout of a
 * thousand blocks without checking them a second time, which was the largest part of its
 * opening. Each block's data and styles are marked as their schemas' output, as parseLayout
 * marks them, so the renderer does not check them either — except a block the check found at
 * fault, whose raw values the renderer checks and shows the error of. Null when `document` has
 * not the shape of a parsed layout: the caller then parses it.
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
    if (isRecord(component.data)) takeAsParsed(definition.content, component.data);
    if (isRecord(component.styles)) takeAsParsed(definition.style, component.styles);
  }
  return {
    ok: true,
    layout: document as unknown as LayoutDocument,
    componentErrors: check.componentErrors,
    migrated: check.migrated,
  };
}
