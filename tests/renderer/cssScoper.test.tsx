import { describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../src/schema/layout/document';

const grid = { areas: [{ id: 'top', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] };
const customCss = 'body { color: red } .x { color: blue }';

/**
 * The test setup loads the scoper as the server does; these tests start from fresh modules, as
 * the browser does, where it loads only when a layout has custom CSS.
 */
async function freshModules() {
  vi.resetModules();
  const { parseLayoutDocument } = await import('../../src/components/schemaRegistry');
  const layout = (input: unknown): LayoutDocument => {
    const result = parseLayoutDocument(input);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.layout;
  };
  return {
    layout,
    scoper: await import('../../src/renderer/css/cssScoper'),
    layoutCss: await import('../../src/renderer/css/layoutCss'),
  };
}

// Fresh modules mean importing the whole renderer again: slow on a busy machine, not a timing check.
describe(
  'the custom-CSS scoper loads only when a layout has custom CSS',
  { timeout: 60_000 },
  () => {
    it('before it loads the layout CSS leaves the custom CSS out, says so, and never holds it unscoped', async () => {
      const { layout, scoper, layoutCss } = await freshModules();
      expect(scoper.loadedCssScoper()).toBeNull();
      const pending = layoutCss.buildLayoutCss(
        layout({ grid_config: grid, custom_css: customCss }),
        'S1',
      );
      expect(pending.customCssPending).toBe(true);
      expect(pending.css).not.toContain('color: red');
      expect(pending.css).not.toContain('.x');

      const plain = layoutCss.buildLayoutCss(layout({ grid_config: grid }), 'S1');
      expect(plain.customCssPending).toBe(false);

      await scoper.loadCssScoper();
      const built = layoutCss.buildLayoutCss(
        layout({ grid_config: grid, custom_css: `${customCss} .broken { color: red` }),
        'S1',
      );
      expect(built.customCssPending).toBe(false);
      expect(built.css).toContain('[data-one-layout="S1"] { color: red }');
      expect(built.css).toContain('[data-one-layout="S1"] .x { color: blue }');
      // A broken rule is still dropped alone, named by its line.
      expect(built.customCssProblems.map((p) => p.line)).toEqual([1]);
    });

    it('the renderer shows the page without the custom CSS, then with it scoped once the scoper arrives', async () => {
      const { layout, scoper } = await freshModules();
      // The same fresh React for the renderer and the testing library.
      const { render, cleanup, waitFor } = await import('@testing-library/react');
      const { LayoutRenderer } = await import('../../src/renderer/LayoutRenderer');
      try {
        const { container } = render(
          <LayoutRenderer
            layout={layout({ grid_config: grid, custom_css: customCss })}
            scopeId="S2"
          />,
        );
        const style = () => container.querySelector('style')!.innerHTML;
        expect(container.querySelector('.one-grid')).not.toBeNull();
        if (!scoper.loadedCssScoper()) expect(style()).not.toContain('color: red');
        await waitFor(() => expect(style()).toContain('[data-one-layout="S2"] .x { color: blue }'));
        expect(style()).not.toMatch(/(^|\})\s*body\s*\{/);
      } finally {
        cleanup();
      }
    });
  },
);
