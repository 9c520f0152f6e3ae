import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { componentTypes } from '../../src/schema/componentTypes';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';

const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const line = fc.integer({ min: 0, max: 6 });
const areaArb = fc
  .record({
    id,
    startCol: line,
    span: fc.integer({ min: 1, max: 3 }),
    startRow: line,
    rows: fc.integer({ min: 1, max: 3 }),
    hideMobile: fc.boolean(),
  })
  .map(({ id, startCol, span, startRow, rows, hideMobile }) => ({
    id,
    startCol,
    endCol: startCol + span,
    startRow,
    endRow: startRow + rows,
    breakpoints: { mobile: { visible: !hideMobile }, desktop: { startCol: 0 } },
  }));
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const componentArb = (areaIds: string[]) =>
  fc.record({
    id,
    type: fc.oneof(fc.constantFrom(...componentTypes), fc.constantFrom('mystery', 'x')),
    areaId: areaIds.length ? fc.constantFrom(...areaIds) : id,
    order: fc.integer({ min: -5, max: 50 }),
    data: fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 5 }),
    styles: fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 }),
  });
const documentArb = fc
  .uniqueArray(areaArb, { selector: (a) => a.id, maxLength: 5 })
  .chain((areas) =>
    fc.record({
      grid_config: fc.constant({ templateColumns: ['1fr', '2fr'], areas }),
      components: fc.uniqueArray(componentArb(areas.map((a) => a.id)), {
        selector: (c) => c.id,
        maxLength: 8,
      }),
      custom_css: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 60 }),
        fc.constant('.a{color:red} @import "x"; body{margin:0'),
      ),
    }),
  );

describe('property: parseLayout and the renderer never throw', () => {
  it('on random documents generated from the schemas', () => {
    const silence = console.error;
    const warn = console.warn;
    console.error = () => {};
    console.warn = () => {};
    try {
      fc.assert(
        fc.property(documentArb, (doc) => {
          const result = parseLayoutDocument(doc);
          if (!result.ok) {
            for (const error of result.errors) expect(typeof error.path).toBe('string');
            return;
          }
          renderToString(<LayoutRenderer layout={result.layout} />);
          renderToString(<LayoutRenderer layout={result.layout} builder />);
        }),
        { numRuns: 150 },
      );
    } finally {
      console.error = silence;
      console.warn = warn;
    }
  });

  it('on any JSON value: malformed documents yield errors, each with a path', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = parseLayoutDocument(value);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) {
            expect(typeof error.path).toBe('string');
            expect(error.message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('on a valid document with one field corrupted: the error names that field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('startCol', 'endCol', 'startRow', 'endRow', 'id'),
        fc.oneof(fc.constant(-1), fc.constant({}), fc.constant(null), fc.constant('bad value!')),
        (field, bad) => {
          const area: Record<string, unknown> = {
            id: 'a',
            startCol: 0,
            endCol: 1,
            startRow: 0,
            endRow: 1,
          };
          area[field] = bad;
          const result = parseLayoutDocument({ grid_config: { areas: [area] } });
          expect(result.ok).toBe(false);
          expect(
            !result.ok && result.errors.some((e) => e.path === `grid_config.areas.0.${field}`),
          ).toBe(true);
        },
      ),
    );
  });
});
