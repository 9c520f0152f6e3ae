import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { withBrowserLengthCheck } from '../../src/schema/cssValue';
import { sharedStyles, shadowStyle } from '../../src/schema/styleFields';
import { strictProblems } from './support/strictProblems';

const FIELDS = ['offsetX', 'offsetY', 'blurRadius', 'spreadRadius'] as const;

describe("a shadow's offset, blur and spread are each one length", () => {
  const realCss = globalThis.CSS;
  // The editor's check asks the browser's CSS parser; here every value is one it takes (a
  // padding takes '1px 2px'), so only the count of lengths can refuse it.
  beforeEach(() => {
    globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
  });
  afterEach(() => {
    globalThis.CSS = realCss;
  });

  it('the editor refuses two lengths in one of them, and says why', () => {
    for (const field of FIELDS) {
      for (const [typed, shown] of [
        ['1px 2px', '1px 2px'],
        ['1 2', '1px 2px'],
        ['calc(1px + 2px) 4px', 'calc(1px + 2px) 4px'],
      ]) {
        const result = withBrowserLengthCheck(() => shadowStyle.safeParse({ [field]: typed }));
        expect(result.success, `${field}: ${typed}`).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual([field]);
        expect(result.error?.issues[0]?.message).toBe(
          `“${shown}” is more than one length: use a single one here, such as 4px`,
        );
      }
    }
  });

  it('the editor takes one length in each, a function of lengths counting as one', () => {
    const taken = withBrowserLengthCheck(() =>
      shadowStyle.safeParse({
        color: '#000',
        offsetX: '-4px',
        offsetY: 2,
        blurRadius: 'calc(1px + 2px)',
        spreadRadius: 'max(1px, 0.1rem)',
      }),
    );
    expect(taken.data).toEqual({
      color: '#000',
      offsetX: '-4px',
      offsetY: '2px',
      blurRadius: 'calc(1px + 2px)',
      spreadRadius: 'max(1px, 0.1rem)',
    });
  });

  it('a margin or a padding still takes several lengths in the editor', () => {
    expect(
      withBrowserLengthCheck(() =>
        sharedStyles.safeParse({ spacing: { margin: '1px 2px', padding: '4px 8px' } }),
      ).success,
    ).toBe(true);
  });
});

describe('a layout stored with two lengths in a shadow field still opens', () => {
  it('the stored document parses, on load and on the server, with the value as it was', () => {
    const stored = {
      version: 3,
      components: [
        {
          id: 'b1',
          type: 'button',
          areaId: 'a1',
          styles: { shadow: { color: '#000', offsetX: '1px 2px', blurRadius: '4px 8px' } },
        },
      ],
      custom_css: '',
      grid_config: { areas: [{ id: 'a1', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
    };
    const opened = parseLayoutDocument(stored);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.resetFields).toEqual({});
    expect(opened.layout.components[0]?.styles).toMatchObject({
      shadow: { offsetX: '1px 2px', blurRadius: '4px 8px' },
    });
    expect(strictProblems(stored)).toEqual([]);
  });
});
