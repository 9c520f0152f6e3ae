import { useEffect, useState } from 'react';
import { editorStore } from '../store/editorStore';
import type { FrameHandle } from './useFrame';

export type Hover = { kind: 'component' | 'area'; id: string } | null;

function hit(target: EventTarget | null): Hover {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = target as Element;
  const component = element.closest('[data-component-id]');
  if (component) return { kind: 'component', id: component.getAttribute('data-component-id')! };
  const area = element.closest('[data-area-id]');
  if (area) return { kind: 'area', id: area.getAttribute('data-area-id')! };
  return null;
}

/**
 * Pointer and keyboard input on the frame: hover, click to select, Shift-click to add to the
 * selection (links and forms do not act in the builder), and keys forwarded to the editor
 * window so shortcuts work with the focus inside the canvas.
 */
export function useFrameInput(frame: FrameHandle | null): Hover {
  const [hover, setHover] = useState<Hover>(null);
  useEffect(() => {
    if (!frame) return;
    const doc = frame.document;
    const onMove = (event: MouseEvent) => {
      const next = hit(event.target);
      setHover((current) =>
        current?.id === next?.id && current?.kind === next?.kind ? current : next,
      );
    };
    const onLeave = () => setHover(null);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.('a[href]')) event.preventDefault();
      const picked = hit(event.target);
      // Shift-click adds a component to the selection or takes it out (as in Figma and Webflow).
      if (event.shiftKey && picked?.kind === 'component') {
        editorStore.getState().toggleSelect(picked.id);
        return;
      }
      editorStore.getState().select(picked);
    };
    // Shift-click picks components: it must not also extend a text selection in the page.
    const onPress = (event: MouseEvent) => {
      if (event.shiftKey && !(event.target as HTMLElement | null)?.isContentEditable)
        event.preventDefault();
    };
    const onSubmit = (event: Event) => event.preventDefault();
    const onKey = (event: KeyboardEvent) => {
      // Keys typed into a text edited in place are the text's, never the editor's shortcuts.
      if ((event.target as HTMLElement | null)?.isContentEditable) return;
      const forwarded = new KeyboardEvent('keydown', {
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        bubbles: true,
        cancelable: true,
      });
      if (!window.document.dispatchEvent(forwarded)) event.preventDefault();
    };
    doc.addEventListener('mousemove', onMove);
    doc.addEventListener('mouseleave', onLeave);
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('mousedown', onPress);
    doc.addEventListener('submit', onSubmit, true);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('mousemove', onMove);
      doc.removeEventListener('mouseleave', onLeave);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('mousedown', onPress);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('keydown', onKey);
    };
  }, [frame]);
  return hover;
}
