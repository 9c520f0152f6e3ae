import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Area } from '../../schema/layout/area';
import type { BreakpointName } from '../../schema/breakpoints';
import { resolveArea } from '../../renderer/resolveGrid';
import { editorStore } from '../store/editorStore';
import { canvasBridge } from './canvasBridge';
import { measureGridLines, nearestLine } from './frameGrid';
import type { Rect } from './geometry';

type Edge = 'left' | 'right' | 'top' | 'bottom';

const EDGE_KEY = { left: 'startCol', right: 'endCol', top: 'startRow', bottom: 'endRow' } as const;
const EDGE_NAME = {
  left: 'left edge',
  right: 'right edge',
  top: 'top edge',
  bottom: 'bottom edge',
} as const;

interface Props {
  area: Area;
  rect: Rect;
  breakpoint: BreakpointName;
  frameDocument: Document;
}

/**
 * The selected area's outline with four edge handles. Dragging an edge snaps it to the
 * nearest grid line (shown +1, as CSS numbers lines); arrow keys move it by one line. All the
 * moves of one drag are one undo step.
 */
export function AreaHandles({ area, rect, breakpoint, frameDocument }: Props) {
  const resolved = resolveArea(area, breakpoint);
  const [dragging, setDragging] = useState<Edge | null>(null);
  const burst = useRef(0);
  const label = area.name || area.id;

  function moveEdgeTo(edge: Edge, line: number, key: string) {
    editorStore.getState().placeArea(area.id, breakpoint, { [EDGE_KEY[edge]]: line }, key);
  }

  function onPointerDown(edge: Edge, event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    burst.current += 1;
    setDragging(edge);
  }

  function onPointerMove(edge: Edge, event: PointerEvent<HTMLButtonElement>) {
    if (dragging !== edge) return;
    const lines = measureGridLines(frameDocument);
    if (!lines) return;
    const { x, y } = canvasBridge.toFrame(event.clientX, event.clientY);
    const current = resolveArea(
      editorStore.getState().document.grid_config!.areas.find((a) => a.id === area.id) ?? area,
      breakpoint,
    );
    const key = `resize:${area.id}:${burst.current}`;
    if (edge === 'left') moveEdgeTo(edge, nearestLine(lines.cols, x, 0, current.endCol - 1), key);
    if (edge === 'right')
      moveEdgeTo(
        edge,
        nearestLine(lines.cols, x, current.startCol + 1, lines.cols.length - 1),
        key,
      );
    if (edge === 'top') moveEdgeTo(edge, nearestLine(lines.rows, y, 0, current.endRow - 1), key);
    // One line past the last lets an area grow into a new (implicit) row.
    if (edge === 'bottom') {
      const rows = [...lines.rows, lines.rows[lines.rows.length - 1]! + 48];
      moveEdgeTo(edge, nearestLine(rows, y, current.startRow + 1, rows.length - 1), key);
    }
  }

  function onKeyDown(edge: Edge, event: KeyboardEvent<HTMLButtonElement>) {
    const horizontal = edge === 'left' || edge === 'right';
    const delta =
      (horizontal && event.key === 'ArrowLeft') || (!horizontal && event.key === 'ArrowUp')
        ? -1
        : (horizontal && event.key === 'ArrowRight') || (!horizontal && event.key === 'ArrowDown')
          ? 1
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    moveEdgeTo(edge, resolved[EDGE_KEY[edge]] + delta, `resize-key:${area.id}:${edge}`);
  }

  const edges: Edge[] = ['left', 'right', 'top', 'bottom'];
  return (
    <div
      className="one-editor-outline one-editor-outline-area"
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
    >
      <div
        className={`one-editor-outline-label${rect.top >= 26 ? '' : ' one-editor-outline-label-inside'}`}
      >
        <span>
          {label} · columns {resolved.startCol + 1}–{resolved.endCol + 1}, rows{' '}
          {resolved.startRow + 1}–{resolved.endRow + 1}
        </span>
      </div>
      {edges.map((edge) => (
        <button
          key={edge}
          type="button"
          className={`one-editor-edge one-editor-edge-${edge}${dragging === edge ? ' one-editor-edge-active' : ''}`}
          aria-label={`Resize ${label}: ${EDGE_NAME[edge]}, ${edge === 'left' || edge === 'right' ? 'column' : 'row'} line ${resolved[EDGE_KEY[edge]] + 1}. Use the arrow keys to move it.`}
          onPointerDown={(event) => onPointerDown(edge, event)}
          onPointerMove={(event) => onPointerMove(edge, event)}
          onPointerUp={() => setDragging(null)}
          onPointerCancel={() => setDragging(null)}
          onKeyDown={(event) => onKeyDown(edge, event)}
        />
      ))}
    </div>
  );
}
