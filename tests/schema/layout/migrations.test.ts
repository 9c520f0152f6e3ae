import { describe, expect, it } from 'vitest';
import { CURRENT_LAYOUT_VERSION } from '../../../src/schema/layout/document';
import {
  layoutMigrations,
  migrate,
  type LayoutMigration,
} from '../../../src/schema/layout/migrations';

/** Documents of every old version; each migration must run on at least one of them. */
const fixtures: Record<string, unknown>[] = [
  {
    grid_config: {
      gap: 12,
      padding: 8,
      maxContentWidth: 960,
      templateColumns: '1fr minmax(0, 2fr)',
      breakpoints: { tablet: { gap: 20 } },
    },
    components: [
      { id: 'a', type: 'text', areaId: 'main' },
      { id: 'b', type: 'text', areaId: 'main' },
      { id: 'c', type: 'text', areaId: 'side', order: 5 },
    ],
  },
  { version: 2, components: [{ id: 'x', type: 'text', areaId: 'main' }] },
];

describe('layout migrations', () => {
  it('steps are named, ordered and reach the current version', () => {
    expect(layoutMigrations.map((m) => m.from)).toEqual(
      Array.from({ length: CURRENT_LAYOUT_VERSION - 1 }, (_, i) => i + 1),
    );
    expect(new Set(layoutMigrations.map((m) => m.id)).size).toBe(layoutMigrations.length);
    for (const m of layoutMigrations) expect(m.id).toMatch(/^\d{3}-[a-z-]+$/);
  });

  it('every migration step runs on the fixtures (fails if a step never runs)', () => {
    const ran = new Set<string>();
    const spied: LayoutMigration[] = layoutMigrations.map((m) => ({
      ...m,
      up: (doc) => {
        ran.add(m.id);
        return m.up(doc);
      },
    }));
    for (const fixture of fixtures) expect(migrate(fixture, spied).ok).toBe(true);
    const never = layoutMigrations.filter((m) => !ran.has(m.id)).map((m) => m.id);
    expect(never).toEqual([]);
  });

  it('a document without a version is the first version', () => {
    const result = migrate({ components: [] });
    expect(result.ok && result.applied).toEqual(layoutMigrations.map((m) => m.id));
  });

  it('001-lengths-as-css-strings: numeric lengths become px, string track lists become lists', () => {
    const result = migrate(fixtures[0]!);
    if (!result.ok) throw new Error(result.error);
    expect(result.document.grid_config).toMatchObject({
      gap: '12px',
      padding: '8px',
      maxContentWidth: '960px',
      templateColumns: ['1fr', 'minmax(0, 2fr)'],
      breakpoints: { tablet: { gap: '20px' } },
    });
  });

  it('002-explicit-component-order: a component without an order takes its index in its area', () => {
    const result = migrate(fixtures[0]!);
    if (!result.ok) throw new Error(result.error);
    expect(
      (result.document.components as { id: string; order: number }[]).map((c) => [c.id, c.order]),
    ).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 5],
    ]);
  });

  it('a document from a newer version is refused with a clear message', () => {
    const result = migrate({ version: CURRENT_LAYOUT_VERSION + 1 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/newer version of Vitrine/);
  });

  it('a current document passes through untouched', () => {
    const doc = { version: CURRENT_LAYOUT_VERSION, components: [{ id: 'a' }] };
    const result = migrate(doc);
    expect(result.ok && result.document).toEqual(doc);
    expect(result.ok && result.applied).toEqual([]);
  });
});
