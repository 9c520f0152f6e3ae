import type { LayoutComponent } from '../schema/layout/component';
import type { Slot } from './RenderContext';
import { groupBySlot, slotKey, slotOf } from './slots';

const EMPTY: readonly LayoutComponent[] = [];

/**
 * The components of every slot of one rendered layout, kept outside React context on purpose:
 * a context value that changes on every edit makes React visit every placed component's
 * subtree to look for readers (≈ 2–3 ms per keystroke with 1,000 components). Lists keep their
 * identity while their components are the same, so an area or tab whose components did not
 * change is not rendered again; tab containers subscribe (useSyncExternalStore) instead.
 */
export interface SlotStore {
  /** A slot's components, in order; the same array while they are the same components. */
  get(slot: Slot): readonly LayoutComponent[];
  /** Regroups for a render; unchanged slots keep their arrays. Safe to call again with the same list. */
  update(components: readonly LayoutComponent[]): void;
  /** Tells subscribers that slots changed since the last call (after a commit). */
  publish(): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever some slot's list changed. */
  version(): number;
  /** The component types present, sorted and space-separated (the layout CSS depends on them). */
  types(): string;
}

function sameItems(a: readonly LayoutComponent[], b: readonly LayoutComponent[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export function createSlotStore(components: readonly LayoutComponent[] = EMPTY): SlotStore {
  let source: readonly LayoutComponent[] | null = null;
  let groups = new Map<string, readonly LayoutComponent[]>();
  let current = 0;
  let published = 0;
  let types = '';
  const listeners = new Set<() => void>();

  const store: SlotStore = {
    get: (slot) => groups.get(slotKey(slot)) ?? EMPTY,
    update(next) {
      if (next === source) return;
      const previousSource = source;
      source = next;
      if (previousSource && replaceInPlace(previousSource, next)) return;
      const fresh = groupBySlot(next);
      const merged = new Map<string, readonly LayoutComponent[]>();
      let changed = fresh.size !== groups.size;
      for (const [key, list] of fresh) {
        const previous = groups.get(key);
        if (previous && sameItems(previous, list)) merged.set(key, previous);
        else {
          merged.set(key, list);
          changed = true;
        }
      }
      groups = merged;
      types = [...new Set(next.map((c) => c.type))].sort().join(' ');
      if (changed) current++;
    },
    publish() {
      if (published === current) return;
      published = current;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => current,
    types: () => types,
  };
  /**
   * The common edit — one component's data or styles changed (a keystroke) — leaves every slot's
   * membership and order as it was: the changed components take their predecessors' places in
   * their lists (new arrays for those slots only) without regrouping the whole page. False when
   * anything else changed (an add, a move, a reorder), which regroups.
   */
  function replaceInPlace(
    before: readonly LayoutComponent[],
    after: readonly LayoutComponent[],
  ): boolean {
    if (before.length !== after.length) return false;
    const replaced: [LayoutComponent, LayoutComponent][] = [];
    for (let i = 0; i < after.length; i++) {
      const a = before[i]!;
      const b = after[i]!;
      if (a === b) continue;
      if (
        a.id !== b.id ||
        a.type !== b.type ||
        a.areaId !== b.areaId ||
        a.parentId !== b.parentId ||
        a.tabId !== b.tabId ||
        a.order !== b.order
      )
        return false;
      replaced.push([a, b]);
    }
    for (const [a, b] of replaced) {
      const key = slotKey(slotOf(b));
      const list = groups.get(key);
      const index = list ? list.indexOf(a) : -1;
      if (!list || index < 0) return false;
      const copy = list.slice();
      copy[index] = b;
      groups.set(key, copy);
    }
    if (replaced.length > 0) current++;
    return true;
  }

  store.update(components);
  published = current;
  return store;
}
