import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLayout, parseWithFallback } from '../../../src/schema/layout/parseLayout';
import { parseExactly } from '../../../src/schema/layout/parseComponent';

/**
 * A layout is parsed on load and each component again by the renderer; a value the schema
 * itself produced is not checked twice. The outputs are frozen, so nothing can change one
 * after its check, and anything else is still checked in full.
 */
describe('parseWithFallback answers its own outputs without parsing them again', () => {
  let calls = 0;
  const schema = z.object({
    title: z
      .string()
      .default('Untitled')
      .transform((t) => {
        calls++;
        return t;
      }),
    size: z.number().min(1).max(10).default(5),
  }) as unknown as z.ZodType<Record<string, unknown>>;

  it('returns its own output as it is, frozen, without a second check', () => {
    calls = 0;
    const first = parseWithFallback(schema, { size: 3 });
    expect(first).toEqual({ ok: true, value: { title: 'Untitled', size: 3 } });
    if (!first.ok) return;
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(calls).toBe(1);
    const again = parseWithFallback(schema, first.value);
    expect(again.ok && again.value).toBe(first.value);
    expect(calls).toBe(1);
  });

  it('still checks a copy, an edit and a value another schema produced', () => {
    const first = parseWithFallback(schema, { size: 3 });
    if (!first.ok) throw new Error('unexpected');
    calls = 0;
    const edited = parseWithFallback(schema, { ...first.value, size: 99 });
    // The bad field is dropped so its default applies (no data is lost: the rest stands), and
    // what was dropped is reported.
    expect(edited).toMatchObject({ ok: true, value: { title: 'Untitled', size: 5 } });
    expect(edited.ok && edited.reset?.map((issue) => issue.path)).toEqual([['size']]);
    expect(calls).toBeGreaterThan(0);

    const other = z.object({ size: z.number().max(2) }) as unknown as z.ZodType<
      Record<string, unknown>
    >;
    const checked = parseWithFallback(other, first.value);
    expect(checked.ok).toBe(false);
  });
});

describe('an empty record parses to one shared, frozen defaults object', () => {
  const schema = z.object({
    size: z.number().default(5),
    tags: z.array(z.string()).default([]),
  }) as unknown as z.ZodType<Record<string, unknown>>;
  const required = z.object({ name: z.string() }) as unknown as z.ZodType<Record<string, unknown>>;

  it('gives every empty or missing record the same defaults, which nothing can change', () => {
    const a = parseWithFallback(schema, {});
    const b = parseWithFallback(schema, undefined);
    expect(a).toEqual({ ok: true, value: { size: 5, tags: [] } });
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    if (!a.ok) return;
    expect(Object.isFrozen(a.value) && Object.isFrozen(a.value.tags)).toBe(true);
  });

  it('still reports an empty record when a field is required', () => {
    const result = parseWithFallback(required, {});
    expect(result.ok).toBe(false);
  });
});

/**
 * A save sends the whole document again while the owner changed a block or two: the server's
 * exact check remembers what passed by its text, and checks anything else in full.
 */
describe('parseExactly checks a text once and remembers what passed', () => {
  let calls = 0;
  const schema = z.object({
    title: z.string().transform((t) => {
      calls++;
      return t;
    }),
    size: z.number().max(10).default(5),
  }) as unknown as z.ZodType<Record<string, unknown>>;

  it('answers an equal value (another object, same text) with the same frozen output', () => {
    calls = 0;
    const first = parseExactly(schema, { title: 'Hello' });
    const again = parseExactly(schema, JSON.parse('{"title":"Hello"}'));
    expect(first).toEqual({ ok: true, value: { title: 'Hello', size: 5 } });
    expect(again.ok && first.ok && again.value).toBe(first.ok && first.value);
    expect(calls).toBe(1);
  });

  it('checks a changed value in full, reports what fails and never remembers a failure', () => {
    calls = 0;
    expect(parseExactly(schema, { title: 'Hello again' }).ok).toBe(true);
    expect(calls).toBe(1);
    for (let i = 0; i < 2; i++) {
      const refused = parseExactly(schema, { title: 'Big', size: 11 });
      expect(refused.ok).toBe(false);
    }
    // Refused twice, checked twice.
    expect(calls).toBe(3);
  });

  it('keeps one schema’s output from another schema with the same text', () => {
    const strict = z.object({ title: z.string().max(3) }) as unknown as z.ZodType<
      Record<string, unknown>
    >;
    expect(parseExactly(schema, { title: 'Longer' }).ok).toBe(true);
    expect(parseExactly(strict, { title: 'Longer' }).ok).toBe(false);
  });
});

describe('parseExactly keeps what is used while what it remembers stays bounded', () => {
  let calls = 0;
  const schema = z.object({
    text: z.string().transform((t) => {
      calls++;
      return t;
    }),
  }) as unknown as z.ZodType<Record<string, unknown>>;

  it('still knows a value used all along after many others have come and gone', () => {
    const kept = { text: 'kept' };
    expect(parseExactly(schema, kept).ok).toBe(true);
    // Far more text than the memo keeps: each new value pushes older ones out.
    const filler = 'x'.repeat(20_000);
    for (let i = 0; i < 400; i++) {
      parseExactly(schema, { text: `${filler}${i}` });
      parseExactly(schema, kept);
    }
    calls = 0;
    expect(parseExactly(schema, kept).ok).toBe(true);
    expect(calls).toBe(0);
    // One used only at the start has been dropped: it is checked again.
    expect(parseExactly(schema, { text: `${filler}0` }).ok).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('a stored document (the API’s exact check) parses as the whole document does', () => {
  const document = {
    version: 3,
    grid_config: {
      areas: [{ id: 'main', name: 'Main', startRow: 1, endRow: 2, startCol: 1, endCol: 13 }],
    },
    components: [{ id: 'c1', type: 'spacer', areaId: 'main', data: {}, styles: {} }],
    custom_css: '',
    theme: { mode: 'light' },
  };

  it('gives the same document, in the same order of keys, as the lenient parse', () => {
    const strict = parseLayout(document, undefined, { strict: true });
    const lenient = parseLayout(document);
    expect(strict.ok && lenient.ok).toBe(true);
    if (!strict.ok || !lenient.ok) return;
    expect(JSON.stringify(strict.layout)).toBe(JSON.stringify(lenient.layout));
    // Twice: the second answer comes from what was remembered, and is the same.
    const again = parseLayout(structuredClone(document), undefined, { strict: true });
    expect(again.ok && JSON.stringify(again.layout)).toBe(JSON.stringify(lenient.layout));
  });

  it('names a bad theme, a bad grid and a bad top-level field by their paths, all at once', () => {
    const result = parseLayout(
      {
        ...document,
        custom_css: 5,
        theme: { ...document.theme, mode: 'sepia' },
        grid_config: { areas: 'none' },
      },
      undefined,
      { strict: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    expect(paths).toContain('custom_css');
    expect(paths.some((p) => p.startsWith('theme'))).toBe(true);
    expect(paths.some((p) => p.startsWith('grid_config'))).toBe(true);
  });

  it('refuses a theme or a grid that is not an object, as the whole document’s check does', () => {
    for (const bad of [{ theme: null }, { grid_config: [] }, { theme: 'dark' }]) {
      const strict = parseLayout({ ...document, ...bad }, undefined, { strict: true });
      const lenient = parseLayout({ ...document, ...bad });
      expect(strict.ok).toBe(false);
      expect(strict).toEqual(lenient);
    }
  });
});
