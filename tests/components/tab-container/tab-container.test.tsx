import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  activeTabOptions,
  resolveActiveTab,
} from '../../../src/components/tab-container/activeTabOptions';
import { tabContainerSchema } from '../../../src/components/tab-container/schema';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { layoutWith, renderLayout } from '../text/renderLayout';

const tabs = [
  { id: 'care', label: 'Care' },
  { id: 'story', label: 'Story' },
  { id: 'specs', label: '' },
];
const child = (id: string, tabId: string, text: string, order = 0) => ({
  id,
  type: 'text',
  parentId: 'tc',
  tabId,
  order,
  data: { content: `<p>${text}</p>` },
});

describe('tab container', () => {
  it("foundation: defaults are position top, first tab 'Tab 1', font size 16px", () => {
    const data = tabContainerSchema.content.parse({});
    expect(data.tabPosition).toBe('top');
    expect(data.tabs).toHaveLength(1);
    expect(data.tabs[0]!.label).toBe('Tab 1');
    expect(tabContainerSchema.style.parse({}).tabTrigger.fontSize).toBe(16);
    renderLayout([{ id: 'tc', type: 'tab-container' }]);
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('foundation: tabs 1 to 10 (the editor form gets minItems 1, maxItems 10)', async () => {
    const { z } = await import('zod');
    const json = z.toJSONSchema(tabContainerSchema.content, { io: 'input' }) as unknown as {
      properties: { tabs: { minItems: number; maxItems: number } };
    };
    expect(json.properties.tabs.minItems).toBe(1);
    expect(json.properties.tabs.maxItems).toBe(10);
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `t${i}` }));
    expect(tabContainerSchema.content.safeParse({ tabs: many.slice(0, 10) }).success).toBe(true);
    expect(tabContainerSchema.content.safeParse({ tabs: many }).success).toBe(false);
  });

  it('foundation: tab bar and tab content padding 0-48; tab content gap 0-48', () => {
    const ok = (s: unknown) => tabContainerSchema.style.safeParse(s).success;
    expect(ok({ tabBar: { padding: 48 }, tabContent: { padding: 0, gap: 48 } })).toBe(true);
    expect(ok({ tabBar: { padding: 49 } })).toBe(false);
    expect(ok({ tabContent: { padding: 49 } })).toBe(false);
    expect(ok({ tabContent: { gap: 49 } })).toBe(false);
    expect(ok({ tabContent: { gap: -1 } })).toBe(false);
  });

  it("foundation: with no tabs it shows 'No tabs configured'", () => {
    renderLayout([{ id: 'tc', type: 'tab-container', data: { tabs: [] } }]);
    expect(screen.getByText('No tabs configured')).toBeInTheDocument();
  });

  it("foundation: an empty tab shows 'No components in this tab'", () => {
    renderLayout([{ id: 'tc', type: 'tab-container', data: { tabs } }]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No components in this tab');
  });

  it("foundation: clicking a tab shows that tab's components; tab components are sorted by order", async () => {
    const user = userEvent.setup();
    renderLayout([
      { id: 'tc', type: 'tab-container', data: { tabs } },
      child('a2', 'care', 'Second care', 2),
      child('a1', 'care', 'First care', 1),
      child('b1', 'story', 'Made in Porto'),
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(
      [...panel.querySelectorAll('[data-component-id]')].map((e) =>
        e.getAttribute('data-component-id'),
      ),
    ).toEqual(['a1', 'a2']);
    expect(screen.queryByText('Made in Porto')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Story' }));
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Made in Porto');
    expect(screen.queryByText('First care')).toBeNull();
  });

  it("foundation: a child placed by areaId and tabId alone (no parentId) shows in its container's tab", async () => {
    const user = userEvent.setup();
    renderLayout([
      { id: 'tc', type: 'tab-container', data: { tabs } },
      { id: 'b1', type: 'text', tabId: 'story', data: { content: '<p>Made in Porto</p>' } },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Story' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Made in Porto');
  });

  it('foundation: numeric tab ids — a child whose tabId is the same number loads and shows in that tab', async () => {
    const user = userEvent.setup();
    renderLayout([
      {
        id: 'tc',
        type: 'tab-container',
        data: {
          tabs: [
            { id: 1, label: 'One' },
            { id: 2, label: 'Two' },
          ],
        },
      },
      { id: 'c2', type: 'text', tabId: 2, data: { content: '<p>In tab two</p>' } },
    ]);
    expect(screen.queryByText('In tab two')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('In tab two');
  });

  it('foundation: the active tab starts as data.activeTab, otherwise the first; an unknown id falls back to the first', () => {
    const { unmount } = renderLayout([
      { id: 'tc', type: 'tab-container', data: { tabs, activeTab: 'story' } },
    ]);
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderLayout([{ id: 'tc', type: 'tab-container', data: { tabs, activeTab: 'gone' } }]);
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
    expect(resolveActiveTab(tabs, undefined)).toBe('care');
    expect(resolveActiveTab([], 'x')).toBeUndefined();
  });

  it("foundation: a component that fails to render shows 'Error rendering component' with its type and id; its siblings stay", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { componentRegistry } = await import('../../../src/components/registry');
    const original = componentRegistry.separator;
    componentRegistry.separator = {
      ...original,
      implemented: true,
      Render: () => {
        throw new Error('boom');
      },
    };
    try {
      renderLayout([
        { id: 'tc', type: 'tab-container', data: { tabs } },
        { id: 'broken', type: 'separator', parentId: 'tc', tabId: 'care', order: 0 },
        child('ok', 'care', 'Still here', 1),
      ]);
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('alert')).toHaveTextContent('Error rendering component');
      expect(within(panel).getByRole('alert')).toHaveTextContent('Type: separator · ID: broken');
      expect(within(panel).getByText('Still here')).toBeInTheDocument();
      expect(error).toHaveBeenCalled();
    } finally {
      componentRegistry.separator = original;
      error.mockRestore();
    }
  });

  it("tabs without a label read 'Tab {id}'", () => {
    renderLayout([{ id: 'tc', type: 'tab-container', data: { tabs } }]);
    expect(screen.getByRole('tab', { name: 'Tab specs' })).toBeInTheDocument();
  });

  it('foundation: per-tab device visibility becomes hide classes on the tab and its panel', () => {
    renderLayout([
      {
        id: 'tc',
        type: 'tab-container',
        data: { tabs: [{ id: 'a', label: 'A', visibility: { mobile: false } }, { id: 'b' }] },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'A' })).toHaveClass('one-hide-mobile');
    expect(screen.getByRole('tabpanel')).toHaveClass('one-hide-mobile');
    expect(screen.getByRole('tab', { name: 'Tab b' })).not.toHaveClass('one-hide-mobile');
  });

  it('the tab bar can sit top, bottom, left or right; left/right are vertical tab lists', () => {
    for (const position of ['top', 'bottom', 'left', 'right']) {
      const { container, unmount } = renderLayout([
        { id: 'tc', type: 'tab-container', data: { tabs, tabPosition: position } },
      ]);
      expect(container.querySelector('.one-tabs')).toHaveAttribute('data-position', position);
      expect(screen.getByRole('tablist')).toHaveAttribute(
        'aria-orientation',
        position === 'left' || position === 'right' ? 'vertical' : 'horizontal',
      );
      unmount();
    }
  });

  it('keyboard: arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    renderLayout([{ id: 'tc', type: 'tab-container', data: { tabs } }]);
    await user.click(screen.getByRole('tab', { name: 'Care' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  });

  it('foundation: the active-tab options are tabs with a string id, labelled by label or Tab {id}, sorted by label', () => {
    expect(
      activeTabOptions([
        { id: 'z', label: 'Zebra' },
        { id: 7, label: 'Numeric id' },
        { id: 'b', label: '' },
        { id: 'a', label: 'Apple' },
      ]),
    ).toEqual([
      { value: 'a', label: 'Apple' },
      { value: 'b', label: 'Tab b' },
      { value: 'z', label: 'Zebra' },
    ]);
  });

  it('renders on the server with the active tab and its components', () => {
    const html = renderToString(
      <LayoutRenderer
        layout={layoutWith([
          { id: 'tc', type: 'tab-container', data: { tabs, activeTab: 'story' } },
          child('b1', 'story', 'Made in Porto'),
        ])}
        scopeId="s"
      />,
    );
    expect(html).toContain('Made in Porto');
    expect(html).toContain('role="tablist"');
  });
});
