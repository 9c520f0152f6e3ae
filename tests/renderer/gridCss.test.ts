import { describe, expect, it } from 'vitest';
import { gridConfig } from '../../src/schema/layout/gridConfig';
import { gridCss } from '../../src/renderer/css/gridCss';
import { resolveArea, resolveGrid } from '../../src/renderer/resolveGrid';

const grid = gridConfig().parse({
  templateColumns: ['1fr'],
  areas: [
    {
      id: 'side',
      startCol: 0,
      endCol: 1,
      startRow: 1,
      endRow: 2,
      breakpoints: {
        mobile: { visible: false },
        tablet: { visible: true, startCol: 1, endCol: 2, startRow: 0 },
        desktop: { endCol: 3 },
      },
    },
  ],
  breakpoints: {
    tablet: { templateColumns: ['2fr', '1fr'], gap: 24 },
    desktop: { padding: '32px' },
  },
});
const side = grid.areas[0]!;

describe('breakpoint overrides (foundation)', () => {
  it('area position and visibility cascade mobile → tablet → desktop', () => {
    expect(resolveArea(side, 'mobile')).toEqual({
      startCol: 0,
      endCol: 1,
      startRow: 1,
      endRow: 2,
      visible: false,
    });
    expect(resolveArea(side, 'tablet')).toEqual({
      startCol: 1,
      endCol: 2,
      startRow: 0,
      endRow: 2,
      visible: true,
    });
    expect(resolveArea(side, 'desktop')).toEqual({
      startCol: 1,
      endCol: 3,
      startRow: 0,
      endRow: 2,
      visible: true,
    });
  });

  it('grid settings cascade the same way', () => {
    expect(resolveGrid(grid, 'mobile').templateColumns).toEqual(['1fr']);
    expect(resolveGrid(grid, 'desktop')).toMatchObject({
      templateColumns: ['2fr', '1fr'],
      gap: '24px',
      padding: '32px',
    });
  });

  it('tablet starts at 768px and desktop at 1024px; zero-based lines become CSS lines +1', () => {
    const css = gridCss(grid, '[s]');
    expect(css).toContain('@media (min-width: 768px)');
    expect(css).toContain('@media (min-width: 1024px)');
    expect(css).toContain(
      '[s] .one-grid > [data-area-id="side"]{grid-column:1 / 2;grid-row:2 / 3;display:none}',
    );
    expect(css).toContain('grid-column:2 / 3;grid-row:1 / 3;display:flex');
    expect(css).toContain('grid-column:2 / 4');
  });

  it('"overridden per breakpoint": a mobile override is for mobile alone, never tablet or desktop', () => {
    const onlyMobile = gridConfig().parse({
      templateColumns: ['1fr', '1fr'],
      areas: [
        {
          id: 'promo',
          startCol: 0,
          endCol: 2,
          startRow: 0,
          endRow: 1,
          breakpoints: { mobile: { visible: false, endCol: 1 } },
        },
      ],
      breakpoints: { mobile: { templateColumns: ['1fr'], gap: '8px' } },
    });
    const promo = onlyMobile.areas[0]!;
    expect(resolveArea(promo, 'mobile')).toMatchObject({ visible: false, endCol: 1 });
    expect(resolveArea(promo, 'tablet')).toMatchObject({ visible: true, endCol: 2 });
    expect(resolveArea(promo, 'desktop')).toMatchObject({ visible: true, endCol: 2 });
    expect(resolveGrid(onlyMobile, 'desktop')).toMatchObject({
      templateColumns: ['1fr', '1fr'],
      gap: '16px',
    });

    const css = gridCss(onlyMobile, '[s]');
    const [base, mobile] = css.split('@media (max-width: 767.98px)');
    expect(base).toContain('grid-template-columns:1fr 1fr;');
    expect(base).toContain('{grid-column:1 / 3;grid-row:1 / 2;display:flex}');
    expect(mobile).toContain('grid-template-columns:1fr;');
    expect(mobile).toContain('{grid-column:1 / 2;grid-row:1 / 2;display:none}');
    expect(css).not.toContain('min-width');
  });

  it('an override that crosses the edges still keeps a placeable area', () => {
    const area = { ...side, breakpoints: { tablet: { startCol: 3 } } };
    expect(resolveArea(area, 'tablet')).toMatchObject({ startCol: 3, endCol: 4 });
  });
});
