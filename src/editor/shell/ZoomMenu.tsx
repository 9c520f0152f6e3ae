import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, ZoomIn, ZoomOut } from 'lucide-react';
import '../menus/menu.css';
import { zoomStep, zoomTo } from '../canvas/canvasZoom';
import { scaleOf, useFitScale, useZoomChoice, ZOOM_MAX, ZOOM_MIN } from '../canvas/zoomStore';
import { isMac } from '../shortcuts/shortcutList';
import { useEditorStore } from '../store/editorStore';
import { selectDevice } from '../store/selectors';

/** The fixed levels the menu offers, besides fitting. */
const LEVELS = [0.5, 0.75, 1, 1.5, 2] as const;

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

/**
 * The canvas's zoom, in the toolbar: the scale it shows, and a menu to zoom in or out, fit the
 * page to the canvas or show it at a fixed size. The same as Ctrl/⌘ + wheel and the keys.
 * 'Fit to window' lays the page out at the canvas's width, so there is nothing to zoom.
 */
export function ZoomMenu() {
  const device = useEditorStore(selectDevice);
  const choice = useZoomChoice(device === 'fit' ? 'desktop' : device);
  const fitScale = useFitScale();
  const mod = isMac() ? '⌘' : 'Ctrl+';

  if (device === 'fit') {
    return (
      <button
        type="button"
        className="one-editor-button one-editor-zoom-trigger"
        disabled
        aria-label="Zoom: 100%"
        title="The page fills the canvas: choose a device to zoom"
      >
        100%
      </button>
    );
  }
  const scale = scaleOf(choice, fitScale);
  const value = choice === 'fit' ? 'fit' : String(choice);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <button
          type="button"
          className="one-editor-button one-editor-zoom-trigger"
          aria-label={`Zoom: ${percent(scale)}${choice === 'fit' ? ', fitted to the canvas' : ''}`}
          title={`Zoom (${mod}wheel, ${mod}+ and ${mod}−)`}
        >
          {percent(scale)} <ChevronDown aria-hidden size={14} />
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="one-editor-menu" align="end" sideOffset={4} loop>
          <Menu.Item
            className="one-editor-menu-item"
            disabled={scale >= ZOOM_MAX}
            onSelect={() => zoomStep(1)}
          >
            <ZoomIn aria-hidden size={14} /> Zoom in
            <span className="one-editor-menu-keys" aria-hidden>
              {mod}+
            </span>
          </Menu.Item>
          <Menu.Item
            className="one-editor-menu-item"
            disabled={scale <= ZOOM_MIN}
            onSelect={() => zoomStep(-1)}
          >
            <ZoomOut aria-hidden size={14} /> Zoom out
            <span className="one-editor-menu-keys" aria-hidden>
              {mod}−
            </span>
          </Menu.Item>
          <Menu.Separator className="one-editor-menu-separator" />
          <Menu.RadioGroup
            value={value}
            onValueChange={(next) => zoomTo(next === 'fit' ? 'fit' : Number(next))}
          >
            <Menu.RadioItem className="one-editor-menu-item" value="fit">
              <span className="one-editor-menu-check">
                {value === 'fit' ? <Check aria-hidden size={14} /> : null}
              </span>
              Fit to canvas ({percent(fitScale)})
              <span className="one-editor-menu-keys" aria-hidden>
                {mod}0
              </span>
            </Menu.RadioItem>
            {LEVELS.map((level) => (
              <Menu.RadioItem key={level} className="one-editor-menu-item" value={String(level)}>
                <span className="one-editor-menu-check">
                  {value === String(level) ? <Check aria-hidden size={14} /> : null}
                </span>
                {percent(level)}
                {level === 1 && (
                  <span className="one-editor-menu-keys" aria-hidden>
                    {mod}1
                  </span>
                )}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
