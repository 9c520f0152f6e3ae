import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';

function layoutOf(input: unknown): LayoutDocument {
  const result = parseLayoutDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const grid = {
  areas: [
    { id: 'top', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
    { id: 'bottom', startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
  ],
};

describe('LayoutRenderer', () => {
  it("foundation: shows 'No layout configuration found' when the layout has no grid configuration", () => {
    render(<LayoutRenderer layout={layoutOf({})} />);
    expect(screen.getByText('No layout configuration found')).toBeInTheDocument();
  });

  it('foundation: draws each area with its components in order, with stable data hooks', () => {
    const { container } = render(
      <LayoutRenderer
        layout={layoutOf({
          grid_config: grid,
          components: [
            { id: 'b', type: 'zeta', areaId: 'top', order: 2 },
            { id: 'a', type: 'alpha', areaId: 'top', order: 1 },
            { id: 'c', type: 'omega', areaId: 'bottom', order: 0 },
          ],
        })}
      />,
    );
    const top = container.querySelector('[data-area-id="top"]')!;
    expect(
      [...top.querySelectorAll('[data-component-id]')].map((e) =>
        e.getAttribute('data-component-id'),
      ),
    ).toEqual(['a', 'b']);
    expect(
      container.querySelector('[data-component-id="c"]')?.getAttribute('data-component-type'),
    ).toBe('omega');
  });

  it('foundation: unknown component types render the capitalised type name followed by Component', () => {
    render(
      <LayoutRenderer
        layout={layoutOf({
          grid_config: grid,
          components: [{ id: 'x', type: 'hologram', areaId: 'top' }],
        })}
      />,
    );
    expect(screen.getByText('Hologram Component')).toBeInTheDocument();
  });

  it("foundation: a component whose data does not fit renders 'Error rendering component' with type and id, plus a console error; the page stays", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { z } = await import('zod');
    const { componentRegistry } = await import('../../src/components/registry');
    const original = componentRegistry.separator;
    componentRegistry.separator = {
      ...original,
      implemented: true,
      content: z.object({ code: z.string().min(3) }),
      Render: () => <p>fine</p>,
    };
    try {
      const layout = layoutOf({
        grid_config: grid,
        components: [{ id: 'ok', type: 'other', areaId: 'top' }],
      });
      // A document changed after parsing (as the editor does): the renderer re-checks each component.
      layout.components.push({
        id: 'bad',
        type: 'separator',
        areaId: 'bottom',
        order: 0,
        data: { code: 'x' },
        styles: {},
        visibility: { mobile: true, tablet: true, desktop: true },
      });
      render(<LayoutRenderer layout={layout} />);
      // The message is an element of its own, found by its exact words (as a visitor's test would).
      expect(screen.getByText('Error rendering component', { exact: true })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Type: separator · ID: bad');
      expect(screen.getByText('Other Component')).toBeInTheDocument();
      expect(screen.queryByText('fine')).toBeNull();
      expect(error).toHaveBeenCalled();
    } finally {
      componentRegistry.separator = original;
      error.mockRestore();
    }
  });

  it("foundation: a component that throws while rendering shows 'Error rendering component' and never blanks the page", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { componentRegistry } = await import('../../src/components/registry');
    const original = componentRegistry.separator;
    componentRegistry.separator = {
      ...original,
      implemented: true,
      Render: () => {
        throw new Error('boom');
      },
    };
    try {
      render(
        <LayoutRenderer
          layout={layoutOf({
            grid_config: grid,
            components: [
              { id: 'sep1', type: 'separator', areaId: 'top' },
              { id: 'x', type: 'other', areaId: 'bottom' },
            ],
          })}
        />,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Error rendering component');
      expect(alert).toHaveTextContent('separator');
      expect(alert).toHaveTextContent('sep1');
      expect(screen.getByText('Other Component')).toBeInTheDocument();
      expect(
        error.mock.calls.some((call) =>
          String(call[0]).includes('Error rendering component separator (sep1)'),
        ),
      ).toBe(true);
    } finally {
      componentRegistry.separator = original;
      error.mockRestore();
    }
  });

  it('in the builder, a component that throws while rendering, or whose check throws, shows its error and the rest of the page stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { componentRegistry } = await import('../../src/components/registry');
    const { z } = await import('zod');
    const separator = componentRegistry.separator;
    const button = componentRegistry.button;
    componentRegistry.separator = {
      ...separator,
      implemented: true,
      Render: () => {
        throw new Error('boom');
      },
    };
    componentRegistry.button = {
      ...button,
      content: z.object({}).superRefine(() => {
        throw new Error('check boom');
      }),
    };
    try {
      render(
        <LayoutRenderer
          builder
          layout={layoutOf({
            grid_config: grid,
            components: [
              { id: 'sep1', type: 'separator', areaId: 'top' },
              { id: 'b1', type: 'button', areaId: 'top', data: { text: 'Go' } },
              { id: 'x', type: 'other', areaId: 'bottom' },
            ],
          })}
        />,
      );
      const alerts = screen.getAllByRole('alert');
      expect(alerts).toHaveLength(2);
      expect(alerts[0]).toHaveTextContent('Error rendering component');
      expect(alerts[0]).toHaveTextContent('sep1');
      expect(alerts[1]).toHaveTextContent('Error rendering component');
      expect(alerts[1]).toHaveTextContent('b1');
      expect(screen.getByText('Other Component')).toBeInTheDocument();
      expect(
        error.mock.calls.some((call) =>
          String(call[0]).includes('Error rendering component button (b1)'),
        ),
      ).toBe(true);
    } finally {
      componentRegistry.separator = separator;
      componentRegistry.button = button;
      error.mockRestore();
    }
  });

  describe('foundation: component visibility windows', () => {
    const window = (date: string, hour: number, period: 'AM' | 'PM', timezone = 'UTC') => ({
      date,
      time: { hour, minute: 0, period },
      timezone,
    });
    const doc = layoutOf({
      grid_config: grid,
      components: [
        {
          id: 'after',
          type: 'a',
          areaId: 'top',
          visibility: { showAfterDate: window('2030-06-01', 9, 'AM') },
        },
        {
          id: 'before',
          type: 'b',
          areaId: 'top',
          visibility: { showBeforeDate: window('2030-06-01', 9, 'AM') },
        },
        {
          id: 'tokyo',
          type: 'c',
          areaId: 'top',
          visibility: { showAfterDate: window('2030-06-01', 6, 'PM', 'Asia/Tokyo') },
        },
      ],
    });
    const ids = (c: HTMLElement) =>
      [...c.querySelectorAll('[data-component-id]')].map((e) =>
        e.getAttribute('data-component-id'),
      );

    it('outside the builder, shows only when now is not before the start and not after the end', () => {
      const { container } = render(
        <LayoutRenderer layout={doc} now={new Date('2030-06-01T08:59:00Z')} />,
      );
      expect(ids(container)).toEqual(['before']);
    });

    it('the bounds are inclusive and evaluated in the window timezone', () => {
      // 18:00 in Tokyo is 09:00 UTC.
      const { container } = render(
        <LayoutRenderer layout={doc} now={new Date('2030-06-01T09:00:00Z')} />,
      );
      expect(ids(container)).toEqual(['after', 'before', 'tokyo']);
    });

    it('in the builder every component is shown', () => {
      const { container } = render(
        <LayoutRenderer layout={doc} builder now={new Date('2000-01-01T00:00:00Z')} />,
      );
      expect(ids(container)).toEqual(['after', 'before', 'tokyo']);
    });
  });

  it('foundation: device visibility is applied as hide classes per breakpoint', () => {
    const { container } = render(
      <LayoutRenderer
        layout={layoutOf({
          grid_config: grid,
          components: [
            { id: 'x', type: 'a', areaId: 'top', visibility: { mobile: false, desktop: false } },
          ],
        })}
      />,
    );
    const el = container.querySelector('[data-component-id="x"]')!;
    expect(el.className.split(' ')).toEqual(
      expect.arrayContaining(['one-hide-mobile', 'one-hide-desktop']),
    );
    expect(el.className).not.toContain('one-hide-tablet');
    expect(container.querySelector('style')!.innerHTML).toContain('@media (max-width: 767.98px)');
  });

  it('every class the kit emits starts with one-', () => {
    const { container } = render(
      <LayoutRenderer
        layout={layoutOf({
          grid_config: grid,
          components: [{ id: 'x', type: 'a', areaId: 'top' }],
        })}
      />,
    );
    const classes = [...container.querySelectorAll('[class]')].flatMap((e) =>
      e.getAttribute('class')!.split(/\s+/),
    );
    expect(classes.filter((c) => c && !c.startsWith('one-'))).toEqual([]);
  });

  it('foundation: the layout custom CSS is injected, scoped to the layout root', () => {
    const { container } = render(
      <LayoutRenderer
        layout={layoutOf({
          grid_config: grid,
          custom_css: 'body { color: red } .x { color: blue }',
        })}
        scopeId="S1"
      />,
    );
    const css = container.querySelector('style')!.innerHTML;
    expect(css).toContain('[data-one-layout="S1"] { color: red }');
    expect(css).toContain('[data-one-layout="S1"] .x { color: blue }');
    expect(css).not.toMatch(/(^|\})\s*body\s*\{/);
  });
});
