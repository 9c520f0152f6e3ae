import { inSameSlot, slotOf } from '../../renderer/slots';
import type { LayoutDocument } from '../../schema/layout/document';
import { editorStore } from '../store/editorStore';

/**
 * Where a component stands among its siblings, for enabling "move up" and "move down": the
 * place slotChildren gives it (by order, ties in document order). Read on every change of the
 * document while a component is selected — every keystroke — so it compares the slot's fields
 * in one pass instead of building each component's slot key.
 */
export function siblingPosition(
  document: LayoutDocument,
  id: string,
): { index: number; count: number } {
  const components = document.components;
  const at = components.findIndex((c) => c.id === id);
  const self = components[at];
  if (!self) return { index: -1, count: 0 };
  let index = 0;
  let count = 0;
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    if (!inSameSlot(self, c)) continue;
    count++;
    if (c.order < self.order || (c.order === self.order && i < at)) index++;
  }
  return { index, count };
}

/** Moves a component one place up or down among its siblings (as Alt+↑/↓ does). */
export function moveAmongSiblings(id: string, delta: -1 | 1): void {
  const state = editorStore.getState();
  const component = state.document.components.find((c) => c.id === id);
  if (!component) return;
  const slot = slotOf(component);
  const { index, count } = siblingPosition(state.document, id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= count) return;
  state.moveComponent(id, slot, target);
}

/** The height of the selection label, in overlay pixels. */
export const LABEL_HEIGHT = 26;

/**
 * Whether the strip just above a component is free of other components, so the selection label
 * can sit there without covering the one above. Probed with elementsFromPoint at its left,
 * middle and right, in the frame's own (unscaled) coordinates.
 */
export function roomAbove(frameDocument: Document, id: string, scale: number): boolean {
  const element = frameDocument.querySelector(`[data-component-id="${CSS.escape(id)}"]`);
  if (!element) return true;
  const box = element.getBoundingClientRect();
  const y = box.top - LABEL_HEIGHT / scale / 2;
  if (y < 0) return false;
  const xs = [
    box.left + 4,
    box.left + box.width / 2,
    Math.min(box.right - 4, box.left + 240 / scale),
  ];
  return xs.every((x) =>
    frameDocument.elementsFromPoint(x, y).every((hit) => {
      const other = hit.closest('[data-component-id]');
      return other === null || other === element || other.contains(element);
    }),
  );
}
