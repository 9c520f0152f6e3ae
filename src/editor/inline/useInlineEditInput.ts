import { useEffect } from 'react';
import type { FrameHandle } from '../canvas/useFrame';
import { editorStore } from '../store/editorStore';
import { findComponent } from '../store/actions/tree';
import { startInlineEdit, type InlineEdit } from './inlineEditStore';

/**
 * The component types edited in place, and what of them: a text's content, a button's label,
 * a link's label.
 */
const EDITABLE: Record<string, InlineEdit['kind']> = {
  text: 'text',
  button: 'label',
  links: 'link',
};

/**
 * A double-click on a text block (or on a button's label) on the canvas edits it in place,
 * unless the canvas shows a version read only. For a button, only a double-click on the
 * button itself counts, not on the row around it; for links, one on a link's label.
 */
export function useInlineEditInput(frame: FrameHandle | null): void {
  useEffect(() => {
    if (!frame) return;
    const onDoubleClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const element = target?.closest?.('[data-component-id]');
      const id = element?.getAttribute('data-component-id');
      const state = editorStore.getState();
      if (!id || state.preview) return;
      const component = findComponent(state.document, id);
      const kind = component ? EDITABLE[component.type] : undefined;
      if (!kind) return;
      if (kind === 'label' && !target?.closest('a, button')) return;
      const item = target?.closest('.one-links-item');
      if (kind === 'link' && !(item && target?.closest('.one-links-text'))) return;
      const index = item
        ? [...element!.querySelectorAll('.one-links-item')].indexOf(item)
        : undefined;
      event.preventDefault();
      state.select({ kind: 'component', id });
      startInlineEdit({ id, kind, index, at: { x: event.clientX, y: event.clientY } });
    };
    frame.document.addEventListener('dblclick', onDoubleClick);
    return () => frame.document.removeEventListener('dblclick', onDoubleClick);
  }, [frame]);
}
