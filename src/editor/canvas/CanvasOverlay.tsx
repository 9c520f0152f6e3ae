import { useMemo } from 'react';
import { useDragState } from '../dnd/dragStore';
import type { EditorStore } from '../store/editorStore';
import { useEditorStore } from '../store/editorStore';
import {
  selectEditBreakpoint,
  selectGroup,
  selectPreview,
  selectSelectedArea,
  selectSelectedComponent,
  selectSelection,
} from '../store/selectors';
import { AreaHandles } from './AreaHandles';
import { GroupOutlines } from './GroupOutlines';
import { componentLabel } from './componentLabel';
import { SelectionBox } from './SelectionBox';
import type { FrameHandle } from './useFrame';
import { useFrameInput } from './useFrameInput';
import { useOverlayBoxes } from './useOverlayBoxes';
import { emptyAreasFromKey, selectEmptyAreasKey } from './emptyAreas';

const selectSelectedLabel = (s: EditorStore): string | null => {
  const component = selectSelectedComponent(s);
  return component ? componentLabel(component) : null;
};

/**
 * Editor chrome drawn ABOVE the frame, never inside the rendered page: hover and selection
 * outlines, the area handles, placeholders for empty areas and the drop indicator.
 */
export function CanvasOverlay({ frame, scale }: { frame: FrameHandle | null; scale: number }) {
  const hover = useFrameInput(frame);
  const selection = useEditorStore(selectSelection);
  const group = useEditorStore(selectGroup);
  const previewing = useEditorStore(selectPreview) !== null;
  const selectedLabel = useEditorStore(selectSelectedLabel);
  const selectedArea = useEditorStore(selectSelectedArea);
  const emptyKey = useEditorStore(selectEmptyAreasKey);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const target = useDragState((s) => s.target);
  const dragLabel = useDragState((s) => s.label);
  const emptyAreas = useMemo(() => emptyAreasFromKey(emptyKey), [emptyKey]);
  const boxes = useOverlayBoxes(frame, { hover, selection, group, emptyAreas, scale });

  // A previewed version is read only: no chrome, nothing to pick or drop onto.
  if (!frame || !boxes || previewing) return null;

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
      {group.length > 0 && <GroupOutlines rects={boxes.groupRects} />}
      {group.length === 0 &&
        selection?.kind === 'component' &&
        selectedLabel !== null &&
        boxes.selectedRect && (
          <SelectionBox
            id={selection.id}
            label={selectedLabel}
            rect={boxes.selectedRect}
            frameDocument={frame.document}
            scale={scale}
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
