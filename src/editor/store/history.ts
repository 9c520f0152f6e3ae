import type { Patch } from 'immer';
import type { Selection } from './types';

/** One undo step: the patches that redo it and the patches that undo it. */
export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  /**
   * What was selected before the step and after it: undo selects what the owner had selected
   * when they made the change (a deleted component comes back selected), redo what the change
   * left selected — as Figma and Webflow do, so the owner sees what was undone.
   */
  selectionBefore?: Selection;
  selectionAfter?: Selection;
  /** The group selected before and after the step (empty or absent: one component or none). */
  groupBefore?: readonly string[];
  groupAfter?: readonly string[];
  /** Set when the step may absorb the next change with the same key (a burst). */
  coalesceKey?: string;
  /** When the step last changed (ms), to end a burst after a pause. */
  at: number;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** At least 500 steps; more costs little because patches share structure. */
export const HISTORY_LIMIT = 1000;

/** A pause longer than this ends a burst of typing or dragging. */
export const COALESCE_WINDOW_MS = 1000;

function pathKey(patch: Patch): string {
  return JSON.stringify(patch.path);
}

/** True when one patch path is a strict prefix of another: then order matters and we keep all. */
function overlaps(patches: readonly Patch[]): boolean {
  const paths = [...new Set(patches.map(pathKey))].map((key) => JSON.parse(key) as unknown[]);
  return paths.some((a) =>
    paths.some((b) => a.length < b.length && a.every((part, i) => part === b[i])),
  );
}

/**
 * Merges a later step into an earlier one. When both only replace values, each path keeps the
 * latest forward value and the earliest inverse value, so a 200-keystroke burst stays one
 * patch in size instead of 200.
 */
export function mergeEntries(earlier: HistoryEntry, later: HistoryEntry): HistoryEntry {
  const all = [...earlier.patches, ...later.patches];
  // Setting object keys (not array items: an add there inserts) can be squashed per path.
  const squashable = all.every(
    (p) => (p.op === 'replace' || p.op === 'add') && typeof p.path[p.path.length - 1] === 'string',
  );
  if (!squashable || overlaps(all)) {
    return {
      patches: all,
      inversePatches: [...later.inversePatches, ...earlier.inversePatches],
      coalesceKey: later.coalesceKey,
      at: later.at,
      selectionBefore: earlier.selectionBefore,
      selectionAfter: later.selectionAfter,
      groupBefore: earlier.groupBefore,
      groupAfter: later.groupAfter,
    };
  }
  // Forward: the first op on each path (an add stays an add) with the latest value.
  const forward = new Map<string, Patch>();
  for (const patch of all) {
    const previous = forward.get(pathKey(patch));
    forward.set(pathKey(patch), previous ? { ...previous, value: patch.value } : patch);
  }
  // Inverse: the earliest, which takes each path back to where the burst started.
  const inverse = new Map<string, Patch>();
  for (const patch of [...earlier.inversePatches, ...later.inversePatches]) {
    if (!inverse.has(pathKey(patch))) inverse.set(pathKey(patch), patch);
  }
  return {
    patches: [...forward.values()],
    inversePatches: [...inverse.values()],
    coalesceKey: later.coalesceKey,
    at: later.at,
    selectionBefore: earlier.selectionBefore,
    selectionAfter: later.selectionAfter,
    groupBefore: earlier.groupBefore,
    groupAfter: later.groupAfter,
  };
}

/** Records a step: merged into the last one when it continues the same burst. */
export function record(history: History, entry: HistoryEntry): History {
  if (entry.patches.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (
    last &&
    entry.coalesceKey !== undefined &&
    last.coalesceKey === entry.coalesceKey &&
    entry.at - last.at <= COALESCE_WINDOW_MS
  ) {
    return { past: [...history.past.slice(0, -1), mergeEntries(last, entry)], future: [] };
  }
  const past = [...history.past, entry];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, future: [] };
}

/**
 * Where in the history the document stands: the patches of the last step taken (a merge makes
 * new ones, so a burst continued after a save is a new place), null before any step, or
 * UNSAVED for a document that matches no saved state (a recovered draft).
 */
export type HistoryMarker = readonly Patch[] | null | typeof UNSAVED;
export const UNSAVED = Symbol('unsaved');

export function historyMarker(past: readonly HistoryEntry[]): HistoryMarker {
  return past[past.length - 1]?.patches ?? null;
}
