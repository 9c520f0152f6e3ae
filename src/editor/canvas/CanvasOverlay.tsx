import { useMemo } from 'react';
import { useDragState } from '../dnd/dragStore';
import { useEditorStore } from '../store/editorStore';
import { selectDocument, selectEditBreakpoint, selectSelection } from '../store/selectors';
import { AreaHandles } from './AreaHandles';
import { componentLabel } from './componentLabel';
import type { Rect } from './geometry';
import { SelectionBox } from './SelectionBox';
import type { FrameHandle } from './useFrame';
import { useFrameInput } from './useFrameInput';
import { useFrameTick } from './useFrameTick';

function rectOf(frame: FrameHandle, selector: string, scale: number): Rect | null {
  const r = frame.document.querySelector(selector)?.getBoundingClientRect();
  if (!r || (r.width === 0 && r.height === 0)) return null;
  return scaled({ left: r.left, top: r.top, width: r.width, height: r.height }, scale);
}

/** Frame coordinates → overlay coordinates: the overlay is not scaled, so its labels stay legible. */
function scaled(r: Rect, scale: number): Rect {
  return {
    left: r.left * scale,
    top: r.top * scale,
    width: r.width * scale,
    height: r.height * scale,
  };
}

const quote = (id: string) => `"${id.replace(/["\\]/g, '')}"`;

/**
 * Editor chrome drawn ABOVE the frame, never inside the rendered page: hover and selection
 * outlines, the area handles, placeholders for empty areas and the drop indicator.
 */
export function CanvasOverlay({ frame, scale }: { frame: FrameHandle | null; scale: number }) {
  const tick = useFrameTick(frame);
  const hover = useFrameInput(frame);
  const selection = useEditorStore(selectSelection);
  const layout = useEditorStore(selectDocument);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const target = useDragState((s) => s.target);
  const dragLabel = useDragState((s) => s.label);

  const boxes = useMemo(() => {
    if (!frame) return null;
    const componentSel = (id: string) => `[data-component-id=${quote(id)}]`;
    const areaSel = (id: string) => `[data-area-id=${quote(id)}]`;
    const hoverRect =
      hover && !(selection && selection.id === hover.id)
        ? rectOf(
            frame,
            hover.kind === 'component' ? componentSel(hover.id) : areaSel(hover.id),
            scale,
          )
        : null;
    const selectedRect = selection
      ? rectOf(
          frame,
          selection.kind === 'component' ? componentSel(selection.id) : areaSel(selection.id),
          scale,
        )
      : null;
    const occupied = new Set(layout.components.map((c) => c.areaId));
    const empty = (layout.grid_config?.areas ?? [])
      .filter((a) => !occupied.has(a.id))
      .map((a) => ({ id: a.id, label: a.name || a.id, rect: rectOf(frame, areaSel(a.id), scale) }))
      .filter((a): a is { id: string; label: string; rect: Rect } => a.rect !== null);
    return { hoverRect, selectedRect, empty };
    // `tick` stands for every layout change in the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, tick, hover, selection, layout, scale]);

  if (!frame || !boxes) return null;
  const selectedComponent =
    selection?.kind === 'component'
      ? layout.components.find((c) => c.id === selection.id)
      : undefined;
  const selectedArea =
    selection?.kind === 'area'
      ? layout.grid_config?.areas.find((a) => a.id === selection.id)
      : undefined;

  return (
    <div className="one-editor-overlay" data-testid="canvas-overlay">
      {boxes.empty.map((a) => (
        <div
          key={a.id}
          className="one-editor-empty-area"
          style={{ left: a.rect.left, top: a.rect.top, width: a.rect.width, height: a.rect.height }}
        >
          <span>Drop a component here ({a.label})</span>
        </div>
      ))}
      {boxes.hoverRect && (
        <div
          className="one-editor-outline one-editor-outline-hover"
          style={{
            left: boxes.hoverRect.left,
            top: boxes.hoverRect.top,
            width: boxes.hoverRect.width,
            height: boxes.hoverRect.height,
          }}
        />
      )}
      {selectedComponent && boxes.selectedRect && (
        <SelectionBox
          id={selectedComponent.id}
          label={componentLabel(selectedComponent)}
          rect={boxes.selectedRect}
        />
      )}
      {selectedArea && boxes.selectedRect && (
        <AreaHandles
          area={selectedArea}
          rect={boxes.selectedRect}
          breakpoint={breakpoint}
          frameDocument={frame.document}
        />
      )}
      {target && (
        <div
          className="one-editor-drop-indicator"
          role="presentation"
          style={{
            left: target.indicator.left * scale,
            top: target.indicator.top * scale,
            width: target.indicator.width * scale,
            height: Math.max(3, target.indicator.height),
          }}
        >
          <span>
            {dragLabel} → {target.description}
          </span>
        </div>
      )}
    </div>
  );
}
