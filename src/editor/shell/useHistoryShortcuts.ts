import { useEffect } from 'react';
import { editorStore } from '../store/editorStore';
import { save } from '../persistence/session';

/** True while typing in a field whose own undo should win (text inputs, code and rich text). */
function inTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  return Boolean(element.closest('input, textarea, select, [contenteditable="true"], .cm-editor'));
}

/**
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+S save. Inside a text field the
 * field's own undo applies; save works everywhere.
 */
export function useHistoryShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (!mod || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
        return;
      }
      // A field's own undo goes first; once the code editor has nothing left to undo (it leaves
      // the key unhandled), the page's undo applies.
      const codeEditorDone =
        !event.defaultPrevented &&
        Boolean((event.target as Element | null)?.closest?.('.cm-editor'));
      if (inTextField(event.target) && !codeEditorDone) return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        editorStore.getState().undo();
      } else if (
        (key === 'z' && event.shiftKey) ||
        (key === 'y' && event.ctrlKey && !event.metaKey)
      ) {
        event.preventDefault();
        editorStore.getState().redo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
