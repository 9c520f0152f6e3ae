import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siblingPosition } from '../../../src/editor/canvas/selectionActions';
import { slotChildren } from '../../../src/editor/store/actions/tree';
import { slotOf } from '../../../src/renderer/slots';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import type { LayoutDocument } from '../../../src/schema/layout/document';

/** Components spread over two areas and two tab containers' tabs, orders with ties. */
const components = fc
  .array(
    fc.record({
      areaId: fc.constantFrom('a1', 'a2'),
      tab: fc.constantFrom(undefined, ['t1', 'tab-a'], ['t1', 'tab-b'], ['t2', 'tab-a']),
      order: fc.integer({ min: 0, max: 4 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((items) =>
    items.map(
      ({ areaId, tab, order }, i) =>
        ({
          id: `c${i}`,
          type: 'text',
          areaId,
          order,
          data: {},
          styles: {},
          ...(tab ? { parentId: tab[0], tabId: tab[1] } : {}),
        }) as unknown as LayoutComponent,
    ),
  );

describe('where a selected component stands among its siblings (move up / move down)', () => {
  it('is its place in its slot’s children, ordered by order with ties in document order', () => {
    fc.assert(
      fc.property(components, (list) => {
        const document = { components: list } as unknown as LayoutDocument;
        for (const component of list) {
          const siblings = slotChildren(document, slotOf(component));
          expect(siblingPosition(document, component.id)).toEqual({
            index: siblings.findIndex((c) => c.id === component.id),
            count: siblings.length,
          });
        }
      }),
    );
  });

  it('is nowhere for a component the document does not hold', () => {
    const document = { components: [] } as unknown as LayoutDocument;
    expect(siblingPosition(document, 'gone')).toEqual({ index: -1, count: 0 });
  });
});
