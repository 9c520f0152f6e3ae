import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import type { Selection } from '../store/types';

const NAME = '.one-editor-layer-name';

function isLost(active: Element | null): boolean {
  return active === null || active === document.body;
}

/**
 * Keeps a keyboard user's place in the layers list:
 * - the selection moved with ↑/↓ while a row had the focus: the focus follows it to its row;
 * - what had the focus went away: a row's rename field closed (the focus goes back to its row),
 *   or the row was deleted or cut (the focus goes to the row now in its place, or the last
 *   one), not to the page.
 */
export function useLayerFocus(
  list: RefObject<HTMLElement | null>,
  selection: Selection,
  tree: unknown,
): (event: FocusEvent<HTMLElement>) => void {
  const last = useRef<{ element: HTMLElement; rowId?: string; index: number } | null>(null);

  // The list's onFocus: where the keyboard is, and which row that is.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    const names = [...event.currentTarget.querySelectorAll<HTMLElement>(NAME)];
    const row = target.closest<HTMLElement>('.one-editor-layer-row');
    const index = names.findIndex((name) => name.closest('.one-editor-layer-row') === row);
    last.current = { element: target, rowId: row?.dataset.layerId, index: Math.max(0, index) };
  }, []);

  useEffect(() => {
    const root = list.current;
    const active = document.activeElement;
    if (!root || !selection || !(active instanceof HTMLElement)) return;
    if (!active.matches(NAME) || !root.contains(active)) return;
    const target = root.querySelector<HTMLElement>(
      `.one-editor-layer-row[data-layer-id="${CSS.escape(selection.id)}"] ${NAME}`,
    );
    if (target && target !== active) target.focus({ preventScroll: true });
  }, [list, selection]);

  useEffect(() => {
    const root = list.current;
    const was = last.current;
    if (!root || !was || was.element.isConnected || !isLost(document.activeElement)) return;
    // The same row when it is still there (a rename's field closed), else the one in its place.
    const sameRow = was.rowId
      ? root.querySelector<HTMLElement>(
          `.one-editor-layer-row[data-layer-id="${CSS.escape(was.rowId)}"] ${NAME}`,
        )
      : null;
    const names = [...root.querySelectorAll<HTMLElement>(NAME)];
    const next = sameRow ?? names[Math.min(was.index, names.length - 1)];
    next?.focus({ preventScroll: true });
  }, [list, tree]);

  return onFocus;
}
