import { describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import {
  cssGridLength,
  cssLength,
  cssSignedLength,
  hasNegativeLength,
  withBrowserLengthCheck,
} from '../../src/schema/cssValue';
import { sharedStyles } from '../../src/schema/styleFields';
import { strictProblems } from './support/strictProblems';

/** A layout with one button styled `styles`, as an editor save sends it. */
function layoutWithButton(styles: Record<string, unknown>) {
  return {
    version: 3,
    components: [{ id: 'b1', type: 'button', areaId: 'a1', styles }],
    custom_css: '',
    grid_config: {
      areas: [{ id: 'a1', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
    },
  };
}

describe('a length takes a negative value where CSS does, and only there', () => {
  it('a number below zero outside a function is negative; calc() arithmetic is not', () => {
    for (const value of ['-4px', '-.5rem', '8px -2px', '0 0 -1px', '10px / -5px'])
      expect(hasNegativeLength(value), value).toBe(true);
    for (const value of [
      '4px',
      '0',
      '-0px',
      'calc(100% - 8px)',
      'calc(-1 * 4px)',
      'minmax(0, 1fr)',
      '-webkit-fill-available',
    ])
      expect(hasNegativeLength(value), value).toBe(false);
  });

  it('margins, shadow offsets and spread take a negative length (a bare number is pixels)', () => {
    expect(cssSignedLength.parse('-4px')).toBe('-4px');
    expect(cssSignedLength.parse(-4)).toBe('-4px');
    expect(cssSignedLength.parse('-8 0')).toBe('-8px 0px');
    expect(
      sharedStyles.parse({
        spacing: { margin: '-8px 0' },
        shadow: { color: '#000', offsetX: '-4px', offsetY: -2, spreadRadius: '-1px' },
      }),
    ).toMatchObject({
      spacing: { margin: '-8px 0px' },
      shadow: { offsetX: '-4px', offsetY: '-2px', spreadRadius: '-1px' },
    });
  });

  it('padding, sizes, gaps, radii, border widths and blur refuse a negative length with the reason', () => {
    expect(cssLength.safeParse('-4px').error?.issues[0]?.message).toBe(
      '“-4px” cannot be negative here: use 0 or more',
    );
    expect(cssLength.parse('calc(100% - 8px)')).toBe('calc(100% - 8px)');
    for (const styles of [
      { spacing: { padding: '-4px' } },
      { spacing: { padding: '8px -2px' } },
      { spacing: { gap: -1 } },
      { sizing: { width: '-10%' } },
      { border: { width: '-1px' } },
      { border: { radius: '-4px' } },
      { shadow: { blurRadius: '-2px' } },
    ]) {
      expect(sharedStyles.safeParse(styles).success, JSON.stringify(styles)).toBe(false);
    }
  });

  it('the server takes a save with a negative shadow offset and margin, and refuses one with a negative padding', () => {
    expect(
      strictProblems(
        layoutWithButton({
          spacing: { margin: '-8px' },
          shadow: { color: '#000', offsetX: '-4px', offsetY: '-4px' },
        }),
      ),
    ).toEqual([]);
    expect(strictProblems(layoutWithButton({ spacing: { padding: '-4px' } })).join('\n')).toMatch(
      /spacing\.padding: “-4px” cannot be negative here/,
    );
  });
});

describe('a layout stored with a negative grid length still opens', () => {
  it('the grid has no per-field fallback, so its negative padding or gap is left to the browser (which ignores it)', () => {
    const stored = {
      version: 3,
      components: [],
      custom_css: '',
      grid_config: {
        gap: '-2px',
        padding: '-4px',
        areas: [{ id: 'a1', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
      },
    };
    const opened = parseLayoutDocument(stored);
    expect(opened.ok).toBe(true);
    expect(strictProblems(stored)).toEqual([]);
  });

  it('the editor still refuses a negative grid length, and says why', () => {
    const realCss = globalThis.CSS;
    // The editor's check asks the browser's CSS parser; here every value is one it takes, so
    // only the sign can refuse it.
    globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
    try {
      const result = withBrowserLengthCheck(() => cssGridLength.safeParse('-4px'));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        '“-4px” cannot be negative here: use 0 or more',
      );
      expect(withBrowserLengthCheck(() => cssGridLength.safeParse('4px')).success).toBe(true);
    } finally {
      globalThis.CSS = realCss;
    }
  });
});
