import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';
import { createSlotStore } from '../../src/renderer/slotStore';
import * as tabOptions from '../../src/components/tab-container/activeTabOptions';

// The tab bar's labels are made on every render of a tab container: counting them counts renders.
vi.mock('../../src/components/tab-container/activeTabOptions', async (original) => {
  const real = await original<typeof tabOptions>();
  return { ...real, tabLabel: vi.fn(real.tabLabel) };
});

/**
 * ("editing one component re-renders that component, not the canvas") and foundation
 * (a tab container shows its tab's components in order): slots keep their lists while their
 * components are the same, and a tab container follows changes inside its tabs although its
 * own record did not change.
 */

function layoutOf(input: unknown): LayoutDocument {
  const result = parseLayoutDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const base = layoutOf({
  grid_config: {
    areas: [
      { id: 'top', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
      { id: 'bottom', startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
    ],
  },
  components: [
    {
      id: 'tabs',
      type: 'tab-container',
      areaId: 'top',
      order: 0,
      data: { tabs: [{ id: 't1', label: 'One' }], activeTab: 't1' },
    },
    {
      id: 'inner',
      type: 'text',
      areaId: 'top',
      parentId: 'tabs',
      tabId: 't1',
      order: 0,
      data: { content: '<p>Inside the tab</p>' },
    },
    { id: 'below', type: 'text', areaId: 'bottom', order: 0, data: { content: '<p>Below</p>' } },
  ],
});

function withComponents(
  layout: LayoutDocument,
  map: (c: LayoutDocument['components'][number]) => LayoutDocument['components'][number],
): LayoutDocument {
  return { ...layout, components: layout.components.map(map) };
}

/** The layout with one text's content replaced, as a keystroke in the editor leaves it. */
function withText(layout: LayoutDocument, id: string, html: string): LayoutDocument {
  return withComponents(layout, (c) => (c.id === id ? { ...c, data: { content: html } } : c));
}

describe('slot store', () => {
  it('keeps a slot list while its components are the same, and changes the version when one changes', () => {
    const store = createSlotStore(base.components);
    const top = store.get({ areaId: 'top' });
    const bottom = store.get({ areaId: 'bottom' });
    const version = store.version();
    const next = withText(base, 'below', '<p>Changed</p>');
    store.update(next.components);
    expect(store.get({ areaId: 'top' })).toBe(top);
    expect(store.get({ areaId: 'bottom' })).not.toBe(bottom);
    expect(store.version()).toBe(version + 1);
    store.update(next.components);
    expect(store.version()).toBe(version + 1);
  });
});

describe('slot store: an edit in place and a change of place', () => {
  it('an edited component takes its place in its list; lists, order and other slots stay', () => {
    const store = createSlotStore(base.components);
    const top = store.get({ areaId: 'top' });
    const tab = store.get({ areaId: 'top', parentId: 'tabs', tabId: 't1' });
    const edited = withText(base, 'inner', '<p>Edited</p>');
    store.update(edited.components);
    expect(store.get({ areaId: 'top' })).toBe(top);
    const nextTab = store.get({ areaId: 'top', parentId: 'tabs', tabId: 't1' });
    expect(nextTab).not.toBe(tab);
    expect(nextTab.map((c) => c.data)).toEqual([{ content: '<p>Edited</p>' }]);
  });

  it('a reorder or a move is regrouped, not patched in place', () => {
    const store = createSlotStore(base.components);
    const moved = withComponents(base, (c) =>
      c.id === 'below' ? { ...c, areaId: 'top', order: 1 } : c,
    );
    store.update(moved.components);
    expect(store.get({ areaId: 'top' }).map((c) => c.id)).toEqual(['tabs', 'below']);
    expect(store.get({ areaId: 'bottom' })).toEqual([]);
    const reordered = withComponents(moved, (c) => (c.id === 'below' ? { ...c, order: -1 } : c));
    store.update(reordered.components);
    expect(store.get({ areaId: 'top' }).map((c) => c.id)).toEqual(['below', 'tabs']);
  });
});

describe('LayoutRenderer with the slot store', () => {
  it('an edit inside a tab shows in the tab container, whose own record did not change', () => {
    const { container, rerender } = render(<LayoutRenderer layout={base} builder />);
    expect(container.querySelector('[data-component-id="inner"]')!.textContent).toBe(
      'Inside the tab',
    );
    rerender(
      <LayoutRenderer layout={withText(base, 'inner', '<p>Edited in the tab</p>')} builder />,
    );
    expect(container.querySelector('[data-component-id="inner"]')!.textContent).toBe(
      'Edited in the tab',
    );
  });

  it('a component moved into a tab appears there, and one moved out leaves it', () => {
    const { container, rerender } = render(<LayoutRenderer layout={base} builder />);
    rerender(
      <LayoutRenderer
        layout={withComponents(base, (c) =>
          c.id === 'below'
            ? { ...c, areaId: 'top', parentId: 'tabs', tabId: 't1', order: 1 }
            : c.id === 'inner'
              ? { ...c, areaId: 'bottom', parentId: undefined, tabId: undefined }
              : c,
        )}
        builder
      />,
    );
    const tab = container.querySelector('[data-component-id="tabs"]')!;
    expect(tab.querySelector('[data-component-id="below"]')).not.toBeNull();
    expect(tab.querySelector('[data-component-id="inner"]')).toBeNull();
    expect(
      container.querySelector('[data-area-id="bottom"] [data-component-id="inner"]'),
    ).not.toBeNull();
  });

  // store: "editing one component re-renders that component and its panel, not the
  // canvas".
  it('a tab container does not render again for an edit outside its tabs, and does for one inside', () => {
    const labels = vi.mocked(tabOptions.tabLabel);
    const { container, rerender } = render(<LayoutRenderer layout={base} builder />);
    labels.mockClear();
    const outside = withText(base, 'below', '<p>Edited below</p>');
    rerender(<LayoutRenderer layout={outside} builder />);
    expect(container.querySelector('[data-component-id="below"]')!.textContent).toBe(
      'Edited below',
    );
    expect(labels).not.toHaveBeenCalled();

    rerender(
      <LayoutRenderer layout={withText(outside, 'inner', '<p>Edited inside</p>')} builder />,
    );
    expect(container.querySelector('[data-component-id="inner"]')!.textContent).toBe(
      'Edited inside',
    );
    expect(labels).toHaveBeenCalled();
  });
});
