import { beforeEach, describe, expect, it } from 'vitest';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { parseLayoutDocument } from '../../../../src/components/schemaRegistry';
import type { LayoutDocument } from '../../../../src/schema/layout/document';
import { order, sampleDocument } from './fixtures';

/** "main" holds a, b, c, d (texts); "side" holds x and y. */
function fourAndTwo(): LayoutDocument {
  const result = parseLayoutDocument({
    version: 3,
    grid_config: {
      areas: [
        { id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
        { id: 'side', name: 'Side', startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
      ],
    },
    components: [
      ...['a', 'b', 'c', 'd'].map((id, i) => ({ id, type: 'text', areaId: 'main', order: i })),
      ...['x', 'y'].map((id, i) => ({ id, type: 'text', areaId: 'side', order: i })),
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const s = () => editorStore.getState();

describe('dragging one component of a multiple selection moves the whole selection', () => {
  beforeEach(() => s().loadDocument(fourAndTwo()));

  it('into another area: side by side in their order, where the dragged one lands, as one undo step', () => {
    s().selectComponents(['d', 'b']);
    const steps = s().past.length;
    // Dragged by d, dropped between x and y.
    s().moveDragged('d', { areaId: 'side' }, 1);
    expect(order(s().document, 'main')).toEqual(['a', 'c']);
    expect(order(s().document, 'side')).toEqual(['x', 'b', 'd', 'y']);
    expect(s().past.length).toBe(steps + 1);
    expect(s().group).toEqual(['d', 'b']);
    s().undo();
    expect(order(s().document, 'main')).toEqual(['a', 'b', 'c', 'd']);
    expect(order(s().document, 'side')).toEqual(['x', 'y']);
  });

  it('within its own area: the group closes up at the drop place, the others keep their order', () => {
    s().selectComponents(['a', 'c']);
    // Dragged by c to the top (index 0 among the others): a and c lead.
    s().moveDragged('c', { areaId: 'main' }, 0);
    expect(order(s().document, 'main')).toEqual(['a', 'c', 'b', 'd']);
    // Dragged by a to the end.
    s().moveDragged('a', { areaId: 'main' }, 3);
    expect(order(s().document, 'main')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('a component outside the selection moves alone', () => {
    s().selectComponents(['a', 'b']);
    s().moveDragged('d', { areaId: 'side' }, 0);
    expect(order(s().document, 'main')).toEqual(['a', 'b', 'c']);
    expect(order(s().document, 'side')).toEqual(['d', 'x', 'y']);
  });

  it('a tab container takes what its tabs hold along with the group', () => {
    s().loadDocument(sampleDocument());
    s().selectComponents(['a', 'tabs']);
    s().moveDragged('a', { areaId: 'main' }, 1);
    // In reading order: main's a comes before side's tab container.
    expect(order(s().document, 'main')).toEqual(['b', 'a', 'tabs']);
    expect(s().document.components.find((c) => c.id === 'inner')?.areaId).toBe('main');
  });
});
