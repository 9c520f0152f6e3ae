import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import './historyAnnouncer.css';
import { describeStep } from '../store/describeStep';
import { editorStore } from '../store/editorStore';
import { announceHistory, historyAnnouncement } from './historyAnnouncement';

/** How long the message stays on screen; screen readers have read it by then. */
const SHOWN_MS = 2500;

/**
 * Says what an undo or redo did ("Undid: custom CSS edit"): a polite live region that is also a
 * brief toast on screen, so the owner hears and sees it without hunting for the change. It
 * watches the store, so every way of undoing (keys, top bar, the CSS editor) is covered.
 */
export function HistoryAnnouncer() {
  const { message, at } = useStore(historyAnnouncement);
  const [shown, setShown] = useState(false);

  useEffect(
    () =>
      editorStore.subscribe((state, previous) => {
        if (state.past === previous.past && state.future === previous.future) return;
        const undone = previous.past.at(-1);
        if (
          undone &&
          state.past.length === previous.past.length - 1 &&
          state.future.length === previous.future.length + 1
        ) {
          announceHistory(`Undid: ${describeStep(undone, state.document, previous.document)}`);
          return;
        }
        const redone = previous.future.at(-1);
        if (redone && state.past.at(-1) === redone) {
          announceHistory(`Redid: ${describeStep(redone, previous.document, state.document)}`);
        }
      }),
    [],
  );

  useEffect(() => {
    if (!at) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [at]);

  return (
    <>
      <div
        id="history-announcement"
        className="one-editor-history-toast"
        role="status"
        aria-live="polite"
        data-shown={shown && message ? 'true' : 'false'}
      >
        {message}
      </div>
    </>
  );
}
