import type { LayoutDocument } from '../../schema/layout/document';

/**
 * The components written by the last call, by id, each with the object its text was written
 * from. The editor's documents are immutable (an edit makes new objects for what it changed
 * and keeps the others), so the same object has the same text. Only the last document's are
 * kept: the undo history's older objects hold no text.
 */
let written = new Map<string, { component: object; text: string }>();

function componentText(component: object, next: typeof written): string {
  const id = (component as { id?: unknown }).id;
  if (typeof id !== 'string') return JSON.stringify(component);
  const known = written.get(id);
  const text = known?.component === component ? known.text : JSON.stringify(component);
  next.set(id, { component, text });
  return text;
}

/** A list item as JSON.stringify writes it: what JSON has no value for is written as null. */
function itemText(item: unknown, next: typeof written): string {
  if (typeof item === 'object' && item !== null) return componentText(item, next);
  return (JSON.stringify(item) as string | undefined) ?? 'null';
}

/**
 * The document as JSON text: exactly what `JSON.stringify(document)` gives, but a component the
 * previous call already wrote is not written again. While the owner types, one component
 * changes and the others are copied as they were. Kept as one text, a draft is stored without
 * IndexedDB's structured copy of every object of the document, which for a page of thousands of
 * blocks takes longer than a frame — and a keystroke arriving meanwhile waited for it.
 */
export function documentJson(document: LayoutDocument): string {
  const next: typeof written = new Map();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(document)) {
    const text =
      key === 'components' && Array.isArray(value)
        ? `[${value.map((item) => itemText(item, next)).join(',')}]`
        : // Undefined for what JSON leaves out (an undefined value), as JSON.stringify does.
          (JSON.stringify(value) as string | undefined);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  written = next;
  return `{${parts.join(',')}}`;
}
