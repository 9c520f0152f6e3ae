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
 * The document as JSON texts: its components' (`null` for a hole, as JSON writes one) and the
 * rest's (`shell`, with an empty component list in the list's place). A component the previous
 * call already wrote is not written again: while the owner types, one component changes and
 * the others' texts are the ones kept. Stored as these texts, a draft is neither a structured
 * copy of every object of the document — longer than a frame for a page of thousands of blocks,
 * and a keystroke arriving meanwhile waited for it — nor one text the size of the document made
 * anew for every write, which the garbage collector then had to reclaim while the owner typed.
 */
export function documentParts(document: LayoutDocument): {
  shell: string;
  components: readonly string[];
} {
  const components: readonly unknown[] = Array.isArray(document.components)
    ? document.components
    : [];
  return {
    shell: JSON.stringify({ ...document, components: [] }),
    components: componentTexts(components),
  };
}

/** The document from its parts (documentParts); throws on text that is not JSON. */
export function documentFromParts(shell: string, components: readonly string[]): unknown {
  const document: unknown = JSON.parse(shell);
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  return { ...document, components: components.map((text) => JSON.parse(text) as unknown) };
}
