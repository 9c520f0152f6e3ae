import * as Menu from '@radix-ui/react-dropdown-menu';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { useEffect, useRef } from 'react';
import '../menus/menu.css';
import { zoomStep, zoomTo } from '../canvas/canvasZoom';
import { ZOOM_MAX, ZOOM_MIN, type ZoomChoice } from '../canvas/zoomStore';
import { percent, type ZoomTriggerProps } from './zoomTrigger';

/** The fixed levels the menu offers, besides fitting. */
const LEVELS = [0.5, 0.75, 1, 1.5, 2] as const;

/**
 * The zoom menu itself (loaded with the editor's other menus): zoom in or out, fit the page to
 * the canvas or show it at a fixed size. `open` opens it as it mounts, when the owner pressed
 * the trigger before its code was there; `focus` puts the focus back on the trigger it replaces.
 */
export function ZoomDropdown({
  trigger,
  scale,
  choice,
  fitScale,
  mod,
  open,
  focus,
  onMounted,
}: {
  trigger: ZoomTriggerProps;
  scale: number;
  choice: ZoomChoice;
  fitScale: number;
  mod: string;
  open: boolean;
  focus: boolean;
  /** Called once it stands in place of the trigger: `open` and `focus` have done their part. */
  onMounted: () => void;
}) {
  const value = choice === 'fit' ? 'fit' : String(choice);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && !open) button.current?.focus();
    onMounted();
    // Only as it replaces the stand-in trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu.Root defaultOpen={open}>
      <Menu.Trigger asChild>
        <button ref={button} type="button" {...trigger}>
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
