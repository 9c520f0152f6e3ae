import { produce } from 'immer';
import { parseLayoutDocument } from '../../../../src/components/schemaRegistry';
import { editorStore } from '../../../../src/editor/store/editorStore';
import type { LayoutDocument } from '../../../../src/schema/layout/document';

/** Two areas; "main" holds a text and an image, "side" a tab container with one text in tab t1. */
export function sampleDocument(): LayoutDocument {
  const result = parseLayoutDocument({
    version: 3,
    grid_config: {
      templateColumns: ['1fr', '1fr'],
      templateRows: ['auto', 'auto'],
      areas: [
        { id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
        { id: 'side', startCol: 1, endCol: 2, startRow: 0, endRow: 1 },
      ],
    },
    components: [
      { id: 'a', type: 'text', areaId: 'main', order: 0 },
      { id: 'b', type: 'image', areaId: 'main', order: 1 },
      {
        id: 'tabs',
        type: 'tab-container',
        areaId: 'side',
        order: 0,
        data: { tabs: [{ id: 't1', label: 'One' }] },
      },
      { id: 'inner', type: 'text', areaId: 'side', parentId: 'tabs', tabId: 't1', order: 0 },
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

/** Runs a pure action on a copy (immer draft), as the store does. */
export function apply<R>(
  doc: LayoutDocument,
  recipe: (draft: LayoutDocument) => R,
): { doc: LayoutDocument; result: R } {
  let result!: R;
  const next = produce(doc, (draft) => {
    result = recipe(draft as LayoutDocument);
  });
  return { doc: next, result };
}

export function order(doc: LayoutDocument, areaId: string, tabId?: string): string[] {
  return doc.components
    .filter((c) => c.areaId === areaId && c.tabId === tabId)
    .sort((x, y) => x.order - y.order)
    .map((c) => c.id);
}

/** Loads the sample into the store, runs a store action, and checks undo restores and redo repeats it. */
export function expectUndoRedo(run: () => void): void {
  editorStore.getState().loadDocument(sampleDocument());
  const before = editorStore.getState().document;
  run();
  const after = editorStore.getState().document;
  if (JSON.stringify(after) === JSON.stringify(before))
    throw new Error('The action changed nothing');
  editorStore.getState().undo();
  const undone = editorStore.getState().document;
  if (JSON.stringify(undone) !== JSON.stringify(before))
    throw new Error('Undo did not restore the document');
  editorStore.getState().redo();
  if (JSON.stringify(editorStore.getState().document) !== JSON.stringify(after))
    throw new Error('Redo did not repeat the change');
}
