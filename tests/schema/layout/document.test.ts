import { describe, expect, it } from 'vitest';
import { area } from '../../../src/schema/layout/area';
import { gridConfig } from '../../../src/schema/layout/gridConfig';
import { layoutComponent } from '../../../src/schema/layout/component';
import { cssLength } from '../../../src/schema/cssValue';

describe('layout document schema', () => {
  it('foundation: layout defaults are gap 16px, padding 16px, max width 100%, columns 1fr, rows auto', () => {
    expect(gridConfig().parse({})).toMatchObject({
      gap: '16px',
      padding: '16px',
      maxContentWidth: '100%',
      templateColumns: ['1fr'],
      templateRows: ['auto'],
      areas: [],
    });
  });

  it('a bare number as a length means pixels', () => {
    expect(cssLength.parse(24)).toBe('24px');
    // Typed into a text box too: '24' alone is no CSS length, and would silently do nothing.
    expect(cssLength.parse('24')).toBe('24px');
    expect(cssLength.parse('10 20.5')).toBe('10px 20.5px');
    expect(cssLength.parse('1rem 8')).toBe('1rem 8px');
    expect(cssLength.parse('calc(100% - 8px)')).toBe('calc(100% - 8px)');
    expect(gridConfig().parse({ gap: 8, padding: '2rem' })).toMatchObject({
      gap: '8px',
      padding: '2rem',
    });
  });

  it('refuses CSS lengths that could break out of a declaration', () => {
    for (const bad of [
      '1px; color: red',
      '1px}body{x:y',
      'url(http://x)',
      'expression(alert(1))',
      'image-set("//evil.example/x.png" 1x)',
    ]) {
      expect(cssLength.safeParse(bad).success).toBe(false);
    }
  });

  it('a "(" or quote left open is refused with that reason: it would swallow the rest of the stylesheet', () => {
    for (const bad of ['calc(1px', 'minmax(0,', '1px)', '"16px']) {
      const result = cssLength.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    expect(cssLength.safeParse('calc(100% - 8px').error?.issues[0]?.message).toBe(
      'Not a valid CSS length: a "(" or a quote is not closed',
    );
    expect(gridConfig().safeParse({ templateColumns: ['minmax(0,'] }).success).toBe(false);
    expect(cssLength.parse('calc(100% - (2 * 8px))')).toBe('calc(100% - (2 * 8px))');
  });

  it('foundation Area: lines are zero-based and the end is exclusive (end must be past start)', () => {
    expect(
      area().safeParse({ id: 'a', startCol: 0, endCol: 2, startRow: 0, endRow: 1 }).success,
    ).toBe(true);
    const bad = area().safeParse({ id: 'a', startCol: 2, endCol: 2, startRow: 0, endRow: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['endCol']);
  });

  it('foundation Layout component: order, data, styles and visibility default sensibly', () => {
    expect(layoutComponent().parse({ id: 'c1', type: 'text', areaId: 'a' })).toEqual({
      id: 'c1',
      type: 'text',
      areaId: 'a',
      order: 0,
      data: {},
      styles: {},
      visibility: { mobile: true, tablet: true, desktop: true },
    });
  });

  it('foundation Layout component: visibility windows carry date, time with AM/PM, and timezone', () => {
    const parsed = layoutComponent().parse({
      id: 'c1',
      type: 'text',
      areaId: 'a',
      visibility: {
        showAfterDate: {
          date: '2030-01-02',
          time: { hour: 9, minute: 30, period: 'PM' },
          timezone: 'Asia/Tokyo',
        },
      },
    });
    expect(parsed.visibility.showAfterDate).toEqual({
      date: '2030-01-02',
      time: { hour: 9, minute: 30, period: 'PM' },
      timezone: 'Asia/Tokyo',
    });
  });
});
