import * as Menu from '@radix-ui/react-dropdown-menu';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpLeft from 'lucide-react/icons/arrow-up-left';
import ClipboardPaste from 'lucide-react/icons/clipboard-paste';
import Copy from 'lucide-react/icons/copy';
import CopyPlus from 'lucide-react/icons/copy-plus';
import EyeOff from 'lucide-react/icons/eye-off';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Scissors from 'lucide-react/icons/scissors';
import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { useStore } from 'zustand';
import './menu.css';
import { componentLabel } from '../canvas/componentLabel';
import { moveAmongSiblings, siblingPosition } from '../canvas/selectionActions';
import { breakpointLabel } from '../grid/overrideStatus';
import { areaFragment, componentFragment } from '../sections/fragmentFromSelection';
import { SaveSectionDialog } from '../sections/SaveSectionDialog';
import { openSaveSection } from '../sections/saveSectionStore';
import { copySelection, pasteClipboard } from '../shortcuts/EditorShortcuts';
import { isMac } from '../shortcuts/shortcutList';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectComponent, selectEditBreakpoint } from '../store/selectors';
import { selectedComponentIds, selectionRoots } from '../store/multiSelection';
import { closeContextMenu, contextMenuStore } from './contextMenuStore';

function Keys({ children }: { children: string }) {
  return (
    <span className="one-editor-menu-keys" aria-hidden>
      {children}
    </span>
  );
}

/**
 * A component's context menu, opened by a right-click on it (canvas or layers) or by Shift+F10
 * or the menu key: cut, copy, paste, duplicate, delete, move up or down, hide on the previewed
 * device and select the parent. A role="menu" of menuitems (arrow keys, Enter, Escape), placed
 * where it was opened; the focus goes back where it was when it closes. "Save as section" and
 * "Save its area as section" open the dialog that names the section.
 */
export function ComponentContextMenu() {
  const menu = useStore(contextMenuStore, (s) => s.menu);
  // Closing clears the menu before the focus goes back: where to is kept from when it opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  if (menu) returnFocus.current = menu.returnFocus;
  const component = useEditorStore(selectComponent(menu?.id ?? ''));
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const position = useEditorStore((s) =>
    menu ? siblingPosition(s.document, menu.id) : { index: -1, count: 0 },
  );
  const groupSize = useEditorStore((s) => s.group.length);
  const open = Boolean(menu && component);
  const mod = isMac() ? '⌘' : 'Ctrl+';
  const many = groupSize > 1;
  const label = many ? `${groupSize} components` : component ? componentLabel(component) : '';
  const hidden = component?.visibility?.[breakpoint] === false;
  const device = breakpointLabel[breakpoint].toLowerCase();
  const id = menu?.id ?? '';
  const state = () => editorStore.getState();
  const saveAs = (what: 'component' | 'area') => {
    const doc = state().document;
    // With several selected, the section holds all of them, as cut, copy and delete act on all.
    const picked =
      what === 'component'
        ? componentFragment(doc, many ? selectionRoots(doc, selectedComponentIds(state())) : id)
        : areaFragment(doc, component?.areaId ?? '');
    // Opened once the menu has closed and given the focus back, so the dialog keeps it.
    if (picked) setTimeout(() => openSaveSection({ ...picked, what }), 0);
  };
  return (
    <Menu.Root open={open} onOpenChange={(next) => (next ? undefined : closeContextMenu())}>
      <SaveSectionDialog />
      <Menu.Trigger asChild>
        {/* The point the menu opens at: nothing to see or press. */}
        <span
          aria-hidden
          tabIndex={-1}
          style={{
            position: 'fixed',
            left: menu?.x ?? 0,
            top: menu?.y ?? 0,
            width: 0,
            height: 0,
          }}
        />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className="one-editor-menu"
          aria-label={`Actions for ${label}`}
          align="start"
          side="bottom"
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            const back = returnFocus.current;
            event.preventDefault();
            if (back?.isConnected) back.focus();
          }}
        >
          <Menu.Label className="one-editor-menu-label">{label}</Menu.Label>
          <Menu.Item
            className="one-editor-menu-item"
            onSelect={() => {
              if (copySelection()) state().removeSelected();
            }}
          >
            <Scissors aria-hidden size={14} /> Cut <Keys>{`${mod}X`}</Keys>
          </Menu.Item>
          <Menu.Item className="one-editor-menu-item" onSelect={() => void copySelection()}>
            <Copy aria-hidden size={14} /> Copy <Keys>{`${mod}C`}</Keys>
          </Menu.Item>
          <Menu.Item className="one-editor-menu-item" onSelect={pasteClipboard}>
            <ClipboardPaste aria-hidden size={14} /> Paste after <Keys>{`${mod}V`}</Keys>
          </Menu.Item>
          <Menu.Item
            className="one-editor-menu-item"
            onSelect={() => (many ? state().duplicateSelected() : state().duplicateComponent(id))}
          >
            <CopyPlus aria-hidden size={14} /> Duplicate <Keys>{`${mod}D`}</Keys>
          </Menu.Item>
          <Menu.Separator className="one-editor-menu-separator" />
          <Menu.Item
            className="one-editor-menu-item"
            disabled={!many && position.index <= 0}
            onSelect={() => (many ? state().moveSelected(-1) : moveAmongSiblings(id, -1))}
          >
            <ArrowUp aria-hidden size={14} /> Move up <Keys>Alt+↑</Keys>
          </Menu.Item>
          <Menu.Item
            className="one-editor-menu-item"
            disabled={!many && (position.index < 0 || position.index >= position.count - 1)}
            onSelect={() => (many ? state().moveSelected(1) : moveAmongSiblings(id, 1))}
          >
            <ArrowDown aria-hidden size={14} /> Move down <Keys>Alt+↓</Keys>
          </Menu.Item>
          <Menu.CheckboxItem
            className="one-editor-menu-item"
            checked={hidden}
            onCheckedChange={(checked) => {
              // With several selected, all of them are hidden (or shown) here, as one undo step.
              const ids = many
                ? selectionRoots(state().document, selectedComponentIds(state()))
                : [id];
              const burst = ids.length > 1 ? `hide-group-${Date.now()}` : undefined;
              for (const each of ids)
                state().updateComponentVisibility(each, { [breakpoint]: !checked }, burst);
            }}
          >
            <EyeOff aria-hidden size={14} /> Hide on {device}
          </Menu.CheckboxItem>
          <Menu.Item className="one-editor-menu-item" onSelect={() => state().selectParent()}>
            <ArrowUpLeft aria-hidden size={14} /> Select parent <Keys>Escape</Keys>
          </Menu.Item>
          <Menu.Separator className="one-editor-menu-separator" />
          <Menu.Item className="one-editor-menu-item" onSelect={() => saveAs('component')}>
            <LayoutTemplate aria-hidden size={14} /> Save as section
          </Menu.Item>
          <Menu.Item className="one-editor-menu-item" onSelect={() => saveAs('area')}>
            <LayoutTemplate aria-hidden size={14} /> Save its area as section
          </Menu.Item>
          <Menu.Separator className="one-editor-menu-separator" />
          <Menu.Item
            className="one-editor-menu-item one-editor-menu-item-danger"
            onSelect={() => state().removeSelected()}
          >
            <Trash2 aria-hidden size={14} /> Delete <Keys>Delete</Keys>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
