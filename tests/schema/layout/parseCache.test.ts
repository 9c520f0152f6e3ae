import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithFallback } from '../../../src/schema/layout/parseLayout';

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
    // The bad field is dropped so its default applies (no data is lost: the rest stands).
    expect(edited).toEqual({ ok: true, value: { title: 'Untitled', size: 5 } });
    expect(calls).toBeGreaterThan(0);

    const other = z.object({ size: z.number().max(2) }) as unknown as z.ZodType<
      Record<string, unknown>
    >;
    const checked = parseWithFallback(other, first.value);
    expect(checked.ok).toBe(false);
  });
});
