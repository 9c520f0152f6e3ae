import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentJson } from '../../../src/editor/persistence/documentJson';
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
  const text = documentJson(document);
  vi.restoreAllMocks();
  const components: readonly unknown[] = document.components;
  return {
    text,
    written: values
      .filter((value) => components.includes(value))
      .map((c) => (c as { id: string }).id),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("a draft's document text", () => {
  it('is exactly the JSON of the document, key order and left-out values included', () => {
    const { document } = editedDocument();
    expect(documentJson(document())).toBe(JSON.stringify(document()));
    const odd = {
      ...document(),
      theme: undefined,
      components: [...document().components, null, undefined],
    } as unknown as LayoutDocument;
    expect(documentJson(odd)).toBe(JSON.stringify(odd));
    expect(JSON.parse(documentJson(document()))).toEqual(JSON.parse(JSON.stringify(document())));
  });

  it('after an edit, writes again only the component the edit changed', () => {
    const { document, textId } = editedDocument();
    documentJson(document());
    editorStore.getState().updateComponentData(textId, { content: '<p>Typed</p>' });
    const { text, written } = writeNow(document());
    expect(text).toBe(JSON.stringify(document()));
    expect(text).toContain('<p>Typed</p>');
    expect(written).toEqual([textId]);
  });

  it('after a block is removed, moving the others up, writes none of them again', () => {
    const { document, textId } = editedDocument();
    documentJson(document());
    editorStore.getState().removeComponent(textId);
    const { text, written } = writeNow(document());
    expect(text).toBe(JSON.stringify(document()));
    expect(written).toEqual([]);
  });
});
