import { createStore } from 'zustand/vanilla';

/**
 * What is being edited in place on the canvas: a text block's content, a button's label, or
 * the label of one link of a links block (`index`).
 */
export interface InlineEdit {
  id: string;
  kind: 'text' | 'label' | 'link';
  index?: number;
  /** Where the double-click was, in the frame's viewport: the caret goes there. */
  at: { x: number; y: number } | null;
}

export const inlineEditStore = createStore<{ editing: InlineEdit | null }>(() => ({
  editing: null,
}));

export function startInlineEdit(edit: InlineEdit): void {
  const current = inlineEditStore.getState().editing;
  if (current?.id === edit.id && current.index === edit.index) return;
  inlineEditStore.setState({ editing: edit });
}

export function stopInlineEdit(): void {
  if (inlineEditStore.getState().editing) inlineEditStore.setState({ editing: null });
}
