import type { LayoutDocument } from '../../schema/layout/document';

/**
 * The component list the last call wrote, and each component's text, by position. The
 * editor's documents are immutable (an edit makes new objects for what it changed and keeps
 * the others), so the same object has the same text. Only the last document's are kept: the
 * undo history's older objects hold no text.
 */
let lastComponents: readonly unknown[] = [];
let lastTexts: readonly string[] = [];

/** The components' texts: the last call's where the object is the same, else written anew. */
function componentTexts(components: readonly unknown[]): string[] {
  // Typing replaces one object in place; an add, a move or a delete shifts positions, and the
  // texts are then found by object.
  let byObject: Map<unknown, string> | undefined;
  const texts = components.map((component, index) => {
    if (typeof component !== 'object' || component === null)
      return (JSON.stringify(component) as string | undefined) ?? 'null';
    if (lastComponents[index] === component) return lastTexts[index]!;
    byObject ??= new Map(lastComponents.map((known, i) => [known, lastTexts[i]!]));
    return byObject.get(component) ?? JSON.stringify(component);
  });
  lastComponents = components;
  lastTexts = texts;
  return texts;
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
        ? `[${componentTexts(value).join(',')}]`
        : // Undefined for what JSON leaves out (an undefined value), as JSON.stringify does.
          (JSON.stringify(value) as string | undefined);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
