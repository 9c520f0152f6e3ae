// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { componentRegistry } from '../../src/components/registry';
import { componentSchemas, parseLayoutDocument } from '../../src/components/schemaRegistry';
import { componentTypes } from '../../src/schema/componentTypes';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';
import { renderStaticPage } from '../../src/renderer/staticPage';

function parse(input: unknown) {
  const result = parseLayoutDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

describe('server rendering', () => {
  it('renders with react-dom/server, no browser API touched (node environment)', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <LayoutRenderer
        layout={parse(readFileSync('public/demo/layout.json', 'utf8'))}
        scopeId="vitrine"
      />,
    );
    expect(html).toContain('data-area-id="header"');
    expect(html).toContain('data-one-layout="vitrine"');
  });

  it.each(componentTypes)(
    '%s renders on the server with its defaults, live and in builder mode',
    (type) => {
      const layout = parse({
        grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
        components: [
          { id: 'c1', type, areaId: 'a', data: componentSchemas[type].content.parse({}) },
        ],
      });
      for (const builder of [false, true]) {
        const html = renderToString(<LayoutRenderer layout={layout} builder={builder} />);
        expect(html).toContain(`data-component-type="${type}"`);
        expect(html).not.toContain('Error rendering component');
      }
    },
  );

  it('a component that throws on the server renders the error box in its place, not a failed page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const original = componentRegistry.separator;
    componentRegistry.separator = {
      ...original,
      implemented: true,
      Render: () => {
        throw new Error('boom');
      },
    };
    try {
      const html = renderToString(
        <LayoutRenderer
          layout={parse({
            grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
            components: [
              { id: 's', type: 'separator', areaId: 'a' },
              { id: 'o', type: 'other', areaId: 'a' },
            ],
          })}
        />,
      );
      expect(html).toContain('Error rendering component');
      expect(html).toContain('Other Component');
    } finally {
      componentRegistry.separator = original;
      error.mockRestore();
    }
  });

  it('the static page inlines the generated CSS and embeds the layout safely for hydration', () => {
    const layout = parse({
      grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      components: [
        { id: 'x', type: 'nope', areaId: 'a', data: { s: '</script><script>alert(1)</script>' } },
      ],
    });
    const html = renderStaticPage(layout, { title: 'A <b>page</b>', script: '/assets/hydrate.js' });
    expect(html).toContain('<title>A &lt;b&gt;page&lt;/b&gt;</title>');
    expect(html).toContain('.one-grid{');
    expect(html).toContain('<script type="module" src="/assets/hydrate.js"></script>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(renderStaticPage(layout)).not.toContain('<script');
  });
});
