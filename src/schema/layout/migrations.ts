import { CURRENT_LAYOUT_VERSION } from './document';
import { isRecord } from '../isRecord';

type Json = Record<string, unknown>;

/** One step from `from` to `from + 1`. Steps are pure: they return a new object. */
export interface LayoutMigration {
  id: string;
  from: number;
  up: (doc: Json) => Json;
}

const LENGTH_KEYS = ['gap', 'padding', 'maxContentWidth'] as const;

function lengthsAsStrings(grid: Json): Json {
  const next: Json = { ...grid };
  for (const key of LENGTH_KEYS) {
    if (typeof next[key] === 'number') next[key] = `${next[key]}px`;
  }
  for (const key of ['templateColumns', 'templateRows'] as const) {
    // Older backends stored a track list as one string: '1fr 2fr'.
    if (typeof next[key] === 'string') {
      next[key] = (next[key] as string)
        .trim()
        .split(/\s+(?![^(]*\))/)
        .filter(Boolean);
    }
  }
  return next;
}

/**
 * The named, ordered steps. Version 1 is any document without a version (as existing backends
 * send them). Never edit a step once shipped: add a new one.
 */
export const layoutMigrations: readonly LayoutMigration[] = [
  {
    id: '001-lengths-as-css-strings',
    from: 1,
    up: (doc) => {
      if (!isRecord(doc.grid_config)) return doc;
      const grid = lengthsAsStrings(doc.grid_config);
      if (isRecord(grid.breakpoints)) {
        const breakpoints: Json = {};
        for (const [name, override] of Object.entries(grid.breakpoints)) {
          breakpoints[name] = isRecord(override) ? lengthsAsStrings(override) : override;
        }
        grid.breakpoints = breakpoints;
      }
      return { ...doc, grid_config: grid };
    },
  },
  {
    id: '002-explicit-component-order',
    from: 2,
    up: (doc) => {
      if (!Array.isArray(doc.components)) return doc;
      // Without an order, a component's place was its index among the components of its slot.
      const nextIndex = new Map<string, number>();
      const components = doc.components.map((component: unknown) => {
        if (!isRecord(component)) return component;
        const slot = `${String(component.areaId)}|${String(component.parentId ?? '')}|${String(component.tabId ?? '')}`;
        const index = nextIndex.get(slot) ?? 0;
        nextIndex.set(slot, index + 1);
        return typeof component.order === 'number' ? component : { ...component, order: index };
      });
      return { ...doc, components };
    },
  },
];

export type MigrationResult =
  { ok: true; document: Json; applied: string[] } | { ok: false; error: string };

/** Upgrades a document to CURRENT_LAYOUT_VERSION through every step it has not had yet. */
export function migrate(input: Json, migrations = layoutMigrations): MigrationResult {
  const raw = input.version;
  const version = raw === undefined || raw === null ? 1 : raw;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      error: `The layout version ${JSON.stringify(raw)} is not a whole number from 1 up.`,
    };
  }
  if (version > CURRENT_LAYOUT_VERSION) {
    return {
      ok: false,
      error: `This layout was saved by a newer version of Vitrine (layout version ${version}); this build reads versions up to ${CURRENT_LAYOUT_VERSION}. Update Vitrine to open it.`,
    };
  }
  let document: Json = { ...input };
  const applied: string[] = [];
  for (let v = version; v < CURRENT_LAYOUT_VERSION; v++) {
    const step = migrations.find((m) => m.from === v);
    if (!step) return { ok: false, error: `No migration from layout version ${v}.` };
    document = step.up(document);
    applied.push(step.id);
  }
  document.version = CURRENT_LAYOUT_VERSION;
  return { ok: true, document, applied };
}
