import type { InsertableSection } from '../store/actions/insertSection';

/**
 * What a draggable carries: a new component from the palette, a section from the palette (its
 * components land where it is dropped), or an existing component to move.
 */
export type DragData =
  | { kind: 'new'; type: string; label: string }
  | { kind: 'section'; section: InsertableSection; label: string }
  | { kind: 'move'; id: string; label: string };

export function isDragData(value: unknown): value is DragData {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'new' || kind === 'section' || kind === 'move';
}
