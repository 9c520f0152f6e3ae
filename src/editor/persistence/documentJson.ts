import type { LayoutDocument } from '../../schema/layout/document';

/**
 * Each component's JSON text, by the component object it was written from. The editor's
 * documents are immutable (every edit makes new objects for what it changed and keeps the
 * others), so an object's text never goes stale; an entry goes when its object does.
 */
const componentTexts = new WeakMap<object, string>();

function componentText(component: object): string {
  let text = componentTexts.get(component);
  if (text === undefined) {
    text = JSON.stringify(component);
    componentTexts.set(component, text);
  }
  return text;
}

/** A list item as JSON.stringify writes it: what JSON has no value for is written as null. */
function itemText(item: unknown): string {
  if (typeof item === 'object' && item !== null) return componentText(item);
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
  const parts: string[] = [];
  for (const [key, value] of Object.entries(document)) {
    const text =
      key === 'components' && Array.isArray(value)
        ? `[${value.map(itemText).join(',')}]`
        : // Undefined for what JSON leaves out (an undefined value), as JSON.stringify does.
          (JSON.stringify(value) as string | undefined);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
