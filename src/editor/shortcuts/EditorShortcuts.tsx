import { useEffect, useState } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import { slotOf } from '../../renderer/slots';
import { buildLayerTree, flattenComponentIds } from '../layers/layerTree';
import { duplicateArea } from '../grid/duplicateArea';
import { editorStore } from '../store/editorStore';
import { selectedComponentIds, selectionRoots } from '../store/multiSelection';
import { slotChildren } from '../store/actions/tree';
import { copyPayload, parseClipboard } from './clipboard';
import { ShortcutsDialog } from '../lazy/lazyViews';

/** Keys typed into a field belong to the field, never to the editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], .cm-editor, [role="textbox"]',
    ) !== null
  );
}

/** Keys on a drag handle belong to dnd-kit's keyboard dragging (Space, arrows, Escape). */
function onDragHandle(target: EventTarget | null): boolean {
  return (
    typeof (target as Element | null)?.closest === 'function' &&
    (target as Element).closest(
      '[aria-roledescription="sortable"], [aria-roledescription="draggable"]',
    ) !== null
  );
}

/** Set while a shortcut dialog or any modal is open: its own keys win. */
function insideDialog(target: EventTarget | null): boolean {
  return (
    typeof (target as Element | null)?.closest === 'function' &&
    (target as Element).closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/** The last copy, for pastes where the system clipboard cannot be read (keys forwarded from the canvas). */
let lastCopied: string | null = null;

function selectedComponentId(): string | null {
  const { selection } = editorStore.getState();
  return selection?.kind === 'component' ? selection.id : null;
}

/**
 * Copies the selected components (and what their tabs hold) as JSON; false when nothing was
 * copied.
 */
export function copySelection(clipboardData?: DataTransfer | null): boolean {
  const state = editorStore.getState();
  const ids = selectionRoots(state.document, selectedComponentIds(state));
  if (ids.length === 0) return false;
  const text = copyPayload(state.document, ids);
  if (!text) return false;
  lastCopied = text;
  if (clipboardData) clipboardData.setData('text/plain', text);
  else void navigator.clipboard?.writeText(text).catch(() => undefined);
  return true;
}

function pasteText(text: string) {
  const result = parseClipboard(text);
  if (!result.ok) {
    showToast({ title: 'Nothing pasted', description: result.message, variant: 'destructive' });
    return;
  }
  try {
    const ids = editorStore.getState().pasteComponents(result.components);
    showToast({
      title: ids.length === 1 ? 'Component pasted' : `${ids.length} components pasted`,
      variant: 'success',
    });
  } catch (error) {
    showToast({
      title: 'Nothing pasted',
      description: (error as Error).message,
      variant: 'destructive',
    });
  }
}

/** Pastes the system clipboard (else the editor's last copy) after the selection. */
export function pasteClipboard(): void {
  const fallback = () => (lastCopied ? pasteText(lastCopied) : undefined);
  const read = navigator.clipboard?.readText?.();
  if (read) read.then(pasteText, fallback);
  else fallback();
}

function moveSelection(delta: -1 | 1) {
  const state = editorStore.getState();
  const ids = flattenComponentIds(buildLayerTree(state.document));
  if (ids.length === 0) return;
  const current = selectedComponentId();
  const index = current ? ids.indexOf(current) : -1;
  const next =
    index === -1
      ? delta === 1
        ? ids[0]
        : ids[ids.length - 1]
      : ids[Math.min(ids.length - 1, Math.max(0, index + delta))];
  if (next) state.select({ kind: 'component', id: next });
}

function moveComponent(delta: -1 | 1) {
  const state = editorStore.getState();
  if (state.group.length > 0) return state.moveSelected(delta);
  const id = selectedComponentId();
  const component = id ? state.document.components.find((c) => c.id === id) : undefined;
  if (!component) return;
  const slot = slotOf(component);
  const siblings = slotChildren(state.document, slot);
  const index = siblings.findIndex((c) => c.id === component.id);
  const target = index + delta;
  if (target < 0 || target >= siblings.length) return;
  state.moveComponent(component.id, slot, target);
}

/**
 * The editor's keyboard shortcuts (duplicate, copy/cut/paste through the system clipboard as
 * JSON, delete, ↑/↓ selection, Alt+↑/↓ move, Escape to the parent) and the "?" dialog listing
 * them. Undo, redo and save are the shell's; the dialog lists them too.
 */
const OPEN_SHORTCUTS_EVENT = 'vitrine:open-shortcuts';

/** Opens the shortcuts dialog from elsewhere (the top bar's button), as "?" does. */
export function openShortcutsDialog(): void {
  window.dispatchEvent(new Event(OPEN_SHORTCUTS_EVENT));
}

export function EditorShortcuts() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_SHORTCUTS_EVENT, show);
    return () => window.removeEventListener(OPEN_SHORTCUTS_EVENT, show);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      // Escape in a panel field leaves the field (as in Webflow's and Shopify's editors), so the
      // next Escape goes up to the parent; the code editor keeps Escape for itself.
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        isTypingTarget(target) &&
        !insideDialog(target) &&
        (target as HTMLElement).closest('.one-editor-right') &&
        !(target as HTMLElement).closest('.cm-editor')
      ) {
        (target as HTMLElement).blur();
        return;
      }
      if (
        event.defaultPrevented ||
        isTypingTarget(target) ||
        insideDialog(target) ||
        onDragHandle(target)
      )
        return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key;
      const state = editorStore.getState();
      const id = selectedComponentId();
      const handled = (run: () => void) => {
        event.preventDefault();
        run();
      };
      if (!mod && !event.altKey && key === '?') return handled(() => setOpen(true));
      if (mod && !event.shiftKey && !event.altKey && key.toLowerCase() === 'd') {
        const selection = state.selection;
        if (state.group.length > 0) handled(() => void state.duplicateSelected());
        else if (id) handled(() => state.duplicateComponent(id));
        else if (selection?.kind === 'area') handled(() => void duplicateArea(selection.id));
        return;
      }
      // Keys forwarded from the canvas frame are synthetic: no native copy/paste event follows them.
      if (mod && !event.isTrusted && key.toLowerCase() === 'c')
        return handled(() => void copySelection());
      if (mod && !event.isTrusted && key.toLowerCase() === 'x') {
        if (id && copySelection()) handled(() => state.removeSelected());
        return;
      }
      if (mod && !event.isTrusted && key.toLowerCase() === 'v') return handled(pasteClipboard);
      if (mod) return;
      if ((key === 'Delete' || key === 'Backspace') && id)
        return handled(() => state.removeSelected());
      // Escape clears a multiple selection; with one component it goes up to the parent.
      if (key === 'Escape' && state.group.length > 0) return handled(() => state.select(null));
      if (key === 'Escape' && state.selection) return handled(() => state.selectParent());
      if (key === 'ArrowUp' || key === 'ArrowDown') {
        const delta = key === 'ArrowUp' ? -1 : 1;
        if (event.altKey) return handled(() => moveComponent(delta));
        // Arrows inside a list, tab bar or tree keep their own meaning.
        const inWidget = (event.target as Element | null)?.closest?.(
          '[role="tablist"], [role="tree"], [role="radiogroup"], [role="listbox"], [role="menu"]',
        );
        if (!inWidget) return handled(() => moveSelection(delta));
      }
    };
    const onCopy = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || window.getSelection()?.toString()) return;
      if (copySelection(event.clipboardData)) event.preventDefault();
    };
    const onCut = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || window.getSelection()?.toString()) return;
      const id = selectedComponentId();
      if (id && copySelection(event.clipboardData)) {
        event.preventDefault();
        editorStore.getState().removeSelected();
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || insideDialog(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      event.preventDefault();
      pasteText(text);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCut);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCut);
      document.removeEventListener('paste', onPaste);
    };
  }, []);

  return <ShortcutsDialog open={open} onOpenChange={setOpen} />;
}
