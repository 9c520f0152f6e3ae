import LayoutGrid from 'lucide-react/icons/layout-grid';
import { GhostToggle } from '../canvas/hiddenGhosts';
import { breakpointLabel } from '../grid/overrideStatus';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDevice, selectEditBreakpoint } from '../store/selectors';
import { ZoomMenu } from './ZoomMenu';

/**
 * Above the canvas: add an area, which device's values edits write, ghosts and zoom. Only areas
 * and the grid have per-device values, so the note names them: a component's styles are one
 * value for every device.
 */
export function CanvasToolbar() {
  const device = useEditorStore(selectDevice);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  return (
    <div className="one-editor-canvas-toolbar">
      <button
        type="button"
        className="one-editor-button"
        onClick={() => editorStore.getState().addArea()}
      >
        <LayoutGrid aria-hidden size={14} /> Add area
      </button>
      <span className="one-editor-note">
        {device === 'fit'
          ? `Fit to window (${breakpointLabel[breakpoint]})`
          : breakpointLabel[breakpoint]}
        :{' '}
        {breakpoint === 'mobile'
          ? 'area and grid edits change the base layout'
          : `area and grid edits apply from ${breakpoint === 'tablet' ? 768 : 1024} px up`}
      </span>
      <GhostToggle />
      <ZoomMenu />
    </div>
  );
}
