import type { LayoutComponent } from '../schema/layout/component';
import type { Slot } from './RenderContext';
import { groupBySlot, slotKey } from './slots';

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
}

function sameItems(a: readonly LayoutComponent[], b: readonly LayoutComponent[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export function createSlotStore(components: readonly LayoutComponent[] = EMPTY): SlotStore {
  let source: readonly LayoutComponent[] | null = null;
  let groups = new Map<string, readonly LayoutComponent[]>();
  let current = 0;
  let published = 0;
  const listeners = new Set<() => void>();

  const store: SlotStore = {
    get: (slot) => groups.get(slotKey(slot)) ?? EMPTY,
    update(next) {
      if (next === source) return;
      source = next;
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
  };
  store.update(components);
  published = current;
  return store;
}
