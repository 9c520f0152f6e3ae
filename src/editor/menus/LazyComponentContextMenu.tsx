import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import './menu.css';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules, type LazyState } from '../lazy/lazyModule';
import { menusPart } from '../lazy/parts';
import { contextMenuStore } from './contextMenuStore';

/**
 * A component's context menu, whose code (Radix's menu and its positioning) loads the first
 * time a menu opens, unless the editor fetched it ahead when idle. Until then the menu's box
 * stands where the menu will open, saying it is loading.
 */
export function LazyComponentContextMenu() {
  const menu = useStore(contextMenuStore, (s) => s.menu);
  const state = useLazyModules(menu ? [menusPart] : []);
  const module = menusPart.loaded();
  if (module) return <module.ComponentContextMenu />;
  if (!menu) return null;
  return <MenuLoading x={menu.x} y={menu.y} state={state} />;
}

function MenuLoading({ x, y, state }: { x: number; y: number; state: LazyState }) {
  return createPortal(
    <div className="one-editor-menu" style={{ position: 'fixed', left: x, top: y }}>
      <LoadingPart state={state === 'ready' ? 'loading' : state} what="the menu" />
    </div>,
    document.body,
  );
}
