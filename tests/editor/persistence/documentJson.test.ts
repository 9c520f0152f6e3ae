import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFromParts, documentParts } from '../../../src/editor/persistence/documentJson';
import { editorStore } from '../../../src/editor/store/editorStore';
import type { LayoutDocument } from '../../../src/schema/layout/document';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';

/** A document made as the owner makes one: three blocks added through the editor's store. */
function editedDocument(): { document: () => LayoutDocument; textId: string } {
  const store = editorStore.getState();
  store.loadDocument({ ...emptyLayout(), custom_css: '.a { color: red }' });
  const textId = editorStore.getState().addComponent('text', { areaId: AREA_ID });
  editorStore.getState().addComponent('button', { areaId: AREA_ID });
  editorStore.getState().addComponent('separator', { areaId: AREA_ID });
  return { document: () => editorStore.getState().document, textId };
}

/** The document's text now, and the ids of the components JSON.stringify wrote for it. */
function writeNow(document: LayoutDocument): { text: string; written: string[] } {
  const values: unknown[] = [];
  const stringify = JSON.stringify;
  vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown) => {
    values.push(value);
    return stringify(value);
  });
  const parts = documentParts(document);
  vi.restoreAllMocks();
  // As JSON.stringify writes the document: what the session compares a draft by.
  const text = stringify(documentFromParts(parts.shell, parts.components));
  const components: readonly unknown[] = document.components;
  return {
    text,
    written: values
      .filter((value) => typeof value === 'object' && value !== null && components.includes(value))
      .map((c) => (c as { id: string }).id),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("a draft's document text", () => {
  it('reads back as the JSON of the document, key order and left-out values included', () => {
    const { document } = editedDocument();
    expect(writeNow(document()).text).toBe(JSON.stringify(document()));
    const odd = {
      ...document(),
      theme: undefined,
      components: [...document().components, null, undefined],
    } as unknown as LayoutDocument;
    expect(writeNow(odd).text).toBe(JSON.stringify(odd));
    // No text the size of the document: a text per component, and the rest's.
    const parts = documentParts(document());
    expect(parts.components).toHaveLength(3);
    expect(parts.shell).not.toContain('"content"');
  });

  it('after an edit, writes again only the component the edit changed', () => {
    const { document, textId } = editedDocument();
    documentParts(document());
    editorStore.getState().updateComponentData(textId, { content: '<p>Typed</p>' });
    const { text, written } = writeNow(document());
    expect(text).toBe(JSON.stringify(document()));
    expect(text).toContain('<p>Typed</p>');
    expect(written).toEqual([textId]);
  });

  it('after a block is removed, moving the others up, writes none of them again', () => {
    const { document, textId } = editedDocument();
    documentParts(document());
    editorStore.getState().removeComponent(textId);
    const { text, written } = writeNow(document());
    expect(text).toBe(JSON.stringify(document()));
    expect(written).toEqual([]);
  });
});
