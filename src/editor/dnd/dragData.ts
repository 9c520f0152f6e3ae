/** What a draggable carries: a new component from the palette, or an existing one to move. */
export type DragData =
  { kind: 'new'; type: string; label: string } | { kind: 'move'; id: string; label: string };

export function isDragData(value: unknown): value is DragData {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'new' || kind === 'move';
}
