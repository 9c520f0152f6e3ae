import { describe, expect, it } from 'vitest';
import { getComponentSchema, parseLayoutDocument } from '../../../src/components/schemaRegistry';
import {
  isLayoutCheck,
  takeCheckedLayout,
  withoutDefaults,
} from '../../../src/schema/layout/checkedLayout';
import { parseWithFallback } from '../../../src/schema/layout/parseComponent';

/**
 * The layout an editor page opens with was parsed on the server by the same schemas: the editor
 * takes that result as it is, and the renderer does not check its blocks again — except one the
 * server found at fault, which still shows its error.
 */
const stored = {
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [
    { id: 't1', type: 'text', areaId: 'main', data: { content: '<p>Hello</p>' } },
    { id: 'b1', type: 'button', areaId: 'main', data: {} },
  ],
};

/** The server's result, as the page carries it: through JSON. */
function serverResult(document: unknown) {
  const parsed = parseLayoutDocument(document);
  if (!parsed.ok) throw new Error('the example does not parse');
  return JSON.parse(
    JSON.stringify({
      document: parsed.layout,
      check: { componentErrors: parsed.componentErrors, migrated: parsed.migrated },
    }),
  ) as { document: Record<string, unknown>; check: unknown };
}

describe('a layout the server checked for the editor page', () => {
  it("is taken as parseLayout's result, and its blocks are not checked again by the renderer", () => {
    const { document, check } = serverResult(stored);
    if (!isLayoutCheck(check)) throw new Error('not a check');
    const taken = takeCheckedLayout(document, check, getComponentSchema);
    expect(taken).toEqual({ ...parseLayoutDocument(stored), layout: document });
    const text = taken!.layout.components[0]!;
    const content = getComponentSchema('text')!.content;
    const again = parseWithFallback(content, text.data);
    // The very object: the renderer's check answered it without parsing.
    expect(again.ok && again.value).toBe(text.data);
    expect(Object.isFrozen(text.data)).toBe(true);
  });

  it("carries a block's data or styles that are only its type's defaults as nothing, and the editor takes them back as parseLayout's output", () => {
    const parsed = parseLayoutDocument(stored);
    if (!parsed.ok) throw new Error('the example does not parse');
    const check = { componentErrors: parsed.componentErrors, migrated: parsed.migrated };
    const carried = JSON.parse(
      JSON.stringify(withoutDefaults(parsed.layout, check, getComponentSchema)),
    ) as { components: Record<string, unknown>[] };
    expect(carried.components.map((c) => [c.id, 'data' in c, 'styles' in c])).toEqual([
      ['t1', true, false],
      ['b1', false, false],
    ]);
    expect(JSON.stringify(carried).length).toBeLessThan(JSON.stringify(parsed.layout).length / 2);
    const taken = takeCheckedLayout(carried, check, getComponentSchema);
    expect(JSON.parse(JSON.stringify(taken!.layout))).toEqual(
      JSON.parse(JSON.stringify(parsed.layout)),
    );
    // Every text's default styles are one frozen object, which the renderer does not check again.
    const [text, button] = taken!.layout.components;
    const textStyle = getComponentSchema('text')!.style;
    expect(Object.isFrozen(text!.styles)).toBe(true);
    const again = parseWithFallback(textStyle, text!.styles);
    expect(again.ok && again.value).toBe(text!.styles);
    expect(Object.isFrozen(button!.data)).toBe(true);
  });

  it('keeps the values of a block the check found at fault, defaults or not', () => {
    const parsed = parseLayoutDocument(stored);
    if (!parsed.ok) throw new Error('the example does not parse');
    const check = { componentErrors: { b1: [{ path: 'x', message: 'y' }] }, migrated: [] };
    const carried = withoutDefaults(parsed.layout, check, getComponentSchema);
    expect('data' in carried.components[1]!).toBe(true);
    expect('styles' in carried.components[1]!).toBe(true);
  });

  it('leaves a block the server found at fault to the renderer, which shows its error', () => {
    const { document } = serverResult(stored);
    const components = document.components as { id: string; data: unknown }[];
    components[0]!.data = { content: 42 };
    const check = {
      componentErrors: { t1: [{ path: 'components.0.data.content', message: 'Invalid input' }] },
      migrated: [],
    };
    const taken = takeCheckedLayout(document, check, getComponentSchema);
    expect(taken?.componentErrors).toEqual(check.componentErrors);
    const rendered = parseWithFallback(
      getComponentSchema('text')!.content,
      taken!.layout.components[0]!.data,
    );
    expect(rendered.ok && rendered.value).not.toBe(components[0]!.data);
  });

  it('is refused when the page holds no parsed layout, or a report of another shape', () => {
    const check = { componentErrors: {}, migrated: [] };
    expect(takeCheckedLayout(null, check, getComponentSchema)).toBeNull();
    expect(takeCheckedLayout({ components: 'no' }, check, getComponentSchema)).toBeNull();
    expect(
      takeCheckedLayout({ components: [{ type: 'text' }] }, check, getComponentSchema),
    ).toBeNull();
    expect(isLayoutCheck(check)).toBe(true);
    expect(isLayoutCheck({ componentErrors: {}, migrated: [1] })).toBe(false);
    expect(isLayoutCheck({ migrated: [] })).toBe(false);
    expect(isLayoutCheck('yes')).toBe(false);
  });
});
