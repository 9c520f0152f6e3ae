import type { HistoryMarker } from './history';
import type { BreakpointName } from '../../schema/breakpoints';
import type { Slot } from '../../renderer/RenderContext';

export type { Slot };

/** What the owner has picked on the canvas or in the layers panel. */
export type Selection = { kind: 'component'; id: string } | { kind: 'area'; id: string } | null;

/** The previewed device; 'fit' follows the canvas's own width. */
export type Device = BreakpointName | 'fit';

export type ThemeMode = 'light' | 'dark';

/** What a breakpoint override applies to: the grid settings or one area. */
export type OverrideTarget = { kind: 'grid' } | { kind: 'area'; id: string };

/**
 * How a loaded or saved document stands against the server's copy (its id, revision and name
 * are the open-layout store's).
 */
export interface DocumentMeta {
  /** True when the loaded document is a recovered local draft with changes not yet saved. */
  dirty?: boolean;
  /** After a save: the history position the saved document was taken at (default: now). */
  savedAt?: HistoryMarker;
}
