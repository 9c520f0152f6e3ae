import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';
import * as tabOptions from '../../src/components/tab-container/activeTabOptions';

// The tab bar's labels are made on every render of a tab container: counting them counts renders.
vi.mock('../../src/components/tab-container/activeTabOptions', async (original) => {
  const real = await original<typeof tabOptions>();
  return { ...real, tabLabel: vi.fn(real.tabLabel) };
});

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

const edit = (layout: LayoutDocument, id: string, content: string): LayoutDocument => ({
  ...layout,
  components: layout.components.map((c) => (c.id === id ? { ...c, data: { content } } : c)),
});

// Issue 6, store: "editing one component re-renders that component and its panel, not the canvas".
describe('a tab container while the owner edits', () => {
  it('does not render again for an edit outside its tabs, and does for one inside', () => {
    const labels = vi.mocked(tabOptions.tabLabel);
    const { container, rerender } = render(<LayoutRenderer layout={base} builder />);
    labels.mockClear();
    const outside = edit(base, 'below', '<p>Edited below</p>');
    rerender(<LayoutRenderer layout={outside} builder />);
    expect(container.querySelector('[data-component-id="below"]')!.textContent).toBe(
      'Edited below',
    );
    expect(labels).not.toHaveBeenCalled();

    rerender(<LayoutRenderer layout={edit(outside, 'inner', '<p>Edited inside</p>')} builder />);
    expect(container.querySelector('[data-component-id="inner"]')!.textContent).toBe(
      'Edited inside',
    );
    expect(labels).toHaveBeenCalled();
  });
});
