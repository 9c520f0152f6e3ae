import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineComponentSchema } from '../../../src/schema/componentSchema';
import { parseLayout } from '../../../src/schema/layout/parseLayout';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';

const testType = defineComponentSchema({
  type: 'gauge',
  label: 'Gauge',
  group: 'Text',
  description: 'A test type.',
  content: () =>
    z.object({
      label: z.string().default('Gauge'),
      max: z.number().min(1).max(10).default(5),
      items: z.array(z.string()).min(1).default(['a']),
    }),
  style: () => z.object({ color: z.string().default('red') }),
});
/** A type with a field that has no default: nothing to fall back to. */
const strictType = defineComponentSchema({
  type: 'strict',
  label: 'Strict',
  group: 'Text',
  description: 'A test type without defaults.',
  content: () => z.object({ code: z.string().min(3) }),
  style: () => z.object({}),
});
/** A type with nested lists, like a block grid's containers of blocks. */
const rowsType = defineComponentSchema({
  type: 'rows',
  label: 'Rows',
  group: 'Text',
  description: 'A test type with nested lists.',
  content: () =>
    z.object({
      title: z.string().default('T'),
      rows: z
        .array(z.object({ id: z.string(), cells: z.array(z.string()).max(2).default([]) }))
        .default([]),
    }),
  style: () => z.object({}),
});
const lookup = (type: string) =>
  type === 'gauge'
    ? testType
    : type === 'strict'
      ? strictType
      : type === 'rows'
        ? rowsType
        : undefined;

const skeleton = {
  grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
};

describe('parseLayout', () => {
  it('returns the normalised document with defaults filled and unknown fields dropped', () => {
    const result = parseLayout(
      {
        ...skeleton,
        surprise: true,
        components: [{ id: 'c', type: 'gauge', areaId: 'a', extra: 1 }],
      },
      lookup,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.layout).not.toHaveProperty('surprise');
    expect(result.layout.components[0]).not.toHaveProperty('extra');
    expect(result.layout.components[0]!.data).toEqual({ label: 'Gauge', max: 5, items: ['a'] });
    expect(result.layout.grid_config?.gap).toBe('16px');
  });

  it('errors carry their JSON path', () => {
    const result = parseLayout({
      grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 0, startRow: 0, endRow: 1 }] },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toContainEqual({
      path: 'grid_config.areas.0.endCol',
      message: 'endCol must be greater than startCol',
    });
  });

  it('reads JSON text and reports invalid JSON', () => {
    expect(parseLayout(JSON.stringify(skeleton)).ok).toBe(true);
    const bad = parseLayout('{"grid_config":');
    expect(!bad.ok && bad.errors[0]!.message).toMatch(/^Not valid JSON/);
    const notObject = parseLayout([1, 2]);
    expect(!notObject.ok && notObject.errors[0]!.message).toBe('A layout must be a JSON object');
  });

  it('a layout without grid_config is valid', () => {
    const result = parseLayout({});
    expect(result.ok && result.layout.grid_config).toBeUndefined();
  });

  it('fields that can fall back to their defaults do', () => {
    const result = parseLayout(
      {
        ...skeleton,
        components: [{ id: 'c', type: 'gauge', areaId: 'a', data: { label: 'Speed', max: 99 } }],
      },
      lookup,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.layout.components[0]!.data).toEqual({ label: 'Speed', max: 5, items: ['a'] });
    expect(result.componentErrors).toEqual({});
  });

  it('bad input loses no more than it must: a failing list item or the items past a maximum go, not the whole list', () => {
    const result = parseLayout(
      {
        ...skeleton,
        components: [
          {
            id: 'c',
            type: 'rows',
            areaId: 'a',
            data: {
              title: 'Kept',
              rows: [
                { id: 'r1', cells: ['a', 'b', 'c'] },
                { id: 7, cells: [] },
                { id: 'r3', cells: ['x', 42] },
              ],
            },
          },
        ],
      },
      lookup,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.layout.components[0]!.data).toEqual({
      title: 'Kept',
      rows: [
        { id: 'r1', cells: ['a', 'b'] },
        { id: 'r3', cells: ['x'] },
      ],
    });
  });

  it('a component whose data does not fit is reported per component and keeps its data', () => {
    const result = parseLayout(
      {
        ...skeleton,
        components: [{ id: 'c', type: 'strict', areaId: 'a', data: { code: 'x', note: 'kept' } }],
      },
      lookup,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.componentErrors.c?.[0]?.path).toBe('components.0.data.code');
    expect(result.layout.components[0]!.data).toEqual({ code: 'x', note: 'kept' });
  });

  it('only a broken skeleton refuses the document: duplicate ids are refused with paths', () => {
    const result = parseLayout({
      grid_config: {
        areas: [
          { id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
          { id: 'a', startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
        ],
      },
      components: [
        { id: 'x', type: 't', areaId: 'a' },
        { id: 'x', type: 't', areaId: 'a' },
      ],
    });
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual([
      'grid_config.areas.1.id',
      'components.1.id',
    ]);
  });

  it('unknown component types are kept as they are (they render a placeholder)', () => {
    const result = parseLayoutDocument({
      ...skeleton,
      components: [{ id: 'c', type: 'hologram', areaId: 'a', data: { beam: 1 } }],
    });
    expect(result.ok && result.layout.components[0]!.data).toEqual({ beam: 1 });
  });

  it('the demo layout parses without errors', async () => {
    const { readFileSync } = await import('node:fs');
    const result = parseLayoutDocument(readFileSync('public/demo/layout.json', 'utf8'));
    expect(result.ok && result.componentErrors).toEqual({});
  });
});
