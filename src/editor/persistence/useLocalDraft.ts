import { useEffect } from 'react';
import { editorStore } from '../store/editorStore';
import { writeDraft } from './localDraft';

/**
 * Writes the document to IndexedDB on every change while it has unsaved edits (batched to
 * once per 200 ms, the last change always written), and guards leaving the page.
 */
export function useLocalDraft(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const state = editorStore.getState();
      if (!state.dirty) return;
      void writeDraft({
        layoutId: state.layoutId,
        revision: state.revision,
        layoutName: state.layoutName,
        document: state.document,
        savedAt: new Date().toISOString(),
      });
    };
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.changeCount !== previous.changeCount && state.dirty && timer === null)
        timer = setTimeout(flush, 200);
    });
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!editorStore.getState().dirty) return;
      if (timer !== null) {
        clearTimeout(timer);
        flush();
      }
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, []);
}
