import { pageRect } from './geometry';

/**
 * The grid's line positions as the frame lays them out (the frame's page coordinates): where each
 * column and row line sits, for snapping area edges. Line k sits in the middle of the gap
 * before track k; the first and last lines at the content edges.
 */
export interface GridLines {
  cols: number[];
  rows: number[];
}

function parseTracks(value: string): number[] {
  return value
    .split(/\s+/)
    .map((part) => parseFloat(part))
    .filter((n) => Number.isFinite(n));
}

function linesFrom(start: number, tracks: number[], gap: number): number[] {
  const lines = [start];
  let at = start;
  tracks.forEach((size, i) => {
    at += size;
    lines.push(i === tracks.length - 1 ? at : at + gap / 2);
    at += gap;
  });
  return lines;
}

export function measureGridLines(frameDocument: Document): GridLines | null {
  const grid = frameDocument.querySelector('.one-grid');
  const view = frameDocument.defaultView;
  if (!grid || !view) return null;
  const style = view.getComputedStyle(grid);
  const rect = pageRect(grid);
  const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const top = rect.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
  const cols = linesFrom(
    left,
    parseTracks(style.gridTemplateColumns),
    parseFloat(style.columnGap) || 0,
  );
  const rows = linesFrom(top, parseTracks(style.gridTemplateRows), parseFloat(style.rowGap) || 0);
  return { cols, rows };
}

/** The index of the line nearest to `position`, within [min, max]. */
export function nearestLine(
  lines: readonly number[],
  position: number,
  min: number,
  max: number,
): number {
  let best = min;
  for (let i = min; i <= Math.min(max, lines.length - 1); i++) {
    if (Math.abs(lines[i]! - position) < Math.abs(lines[best]! - position)) best = i;
  }
  return best;
}
