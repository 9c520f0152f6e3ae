import ChevronDown from 'lucide-react/icons/chevron-down';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import '../menus/menu.css';
import { scaleOf, useFitScale, useZoomChoice } from '../canvas/zoomStore';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules, type LazyState } from '../lazy/lazyModule';
import { menusPart } from '../lazy/parts';
import { isMac } from '../shortcuts/shortcutList';
import { useEditorStore } from '../store/editorStore';
import { selectDevice } from '../store/selectors';
import { percent, type ZoomTriggerProps } from './zoomTrigger';

/** The keys that open a menu from its button, as Radix's trigger reads them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The canvas's zoom, in the toolbar: the scale it shows, and a menu to zoom in or out, fit the
 * page to the canvas or show it at a fixed size. The same as Ctrl/⌘ + wheel and the keys.
 * 'Fit to window' lays the page out at the canvas's width, so there is nothing to zoom.
 * The menu's code loads with the editor's other menus (ZoomDropdown); until then the same
 * button stands in, and pressing it opens the menu once the code is there.
 */
export function ZoomMenu() {
  const device = useEditorStore(selectDevice);
  const choice = useZoomChoice(device === 'fit' ? 'desktop' : device);
  const fitScale = useFitScale();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const stand = useRef<HTMLButtonElement>(null);
  const state = useLazyModules(pressed ? [menusPart] : []);
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
  const trigger: ZoomTriggerProps = {
    className: 'one-editor-button one-editor-zoom-trigger',
    'aria-label': `Zoom: ${percent(scale)}${choice === 'fit' ? ', fitted to the canvas' : ''}`,
    title: `Zoom (${mod}wheel, ${mod}+ and ${mod}−)`,
  };
  const module = menusPart.loaded();
  if (module) {
    return (
      <module.ZoomDropdown
        trigger={trigger}
        scale={scale}
        choice={choice}
        fitScale={fitScale}
        mod={mod}
        open={pressed}
        focus={focused}
        onMounted={() => setPressed(false)}
      />
    );
  }
  const press = () => {
    setPressed(true);
    menusPart.load().catch(() => undefined);
  };
  return (
    <>
      <button
        ref={stand}
        type="button"
        {...trigger}
        aria-haspopup="menu"
        aria-expanded={pressed}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) press();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (OPENING_KEYS.has(event.key)) {
            event.preventDefault();
            press();
          }
        }}
      >
        {percent(scale)} <ChevronDown aria-hidden size={14} />
      </button>
      {pressed && <MenuLoading under={stand} state={state} />}
    </>
  );
}

/** The menu's box, under its button, while its code loads (or an alert if it cannot). */
function MenuLoading({
  under,
  state,
}: {
  under: RefObject<HTMLButtonElement | null>;
  state: LazyState;
}) {
  const box = under.current?.getBoundingClientRect();
  return createPortal(
    <div
      className="one-editor-menu"
      style={{
        position: 'fixed',
        top: (box?.bottom ?? 0) + 4,
        right: box ? window.innerWidth - box.right : 0,
      }}
    >
      <LoadingPart state={state === 'ready' ? 'loading' : state} what="the zoom menu" />
    </div>,
    document.body,
  );
}
