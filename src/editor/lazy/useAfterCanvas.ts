import { startTransition, useEffect, useState } from 'react';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { whenIdle } from '../whenIdle';

/**
 * False until the layout is on the canvas (or could not be opened) and the browser is idle
 * after painting it, then true for good: a part of the editor's first screen that waits for
 * this fetches its code after the canvas, never before it or beside it. It turns true in a
 * transition: what shows then is drawn in work React may interrupt, so a dialog or menu the
 * owner opens meanwhile is not kept waiting behind it.
 */
export function useAfterCanvas(): boolean {
  const settled = useOpenLayout((s) => s.status === 'ready' || s.status === 'error');
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!settled || after) return;
    return whenIdle(() => startTransition(() => setAfter(true)), { timeout: 250, fallbackMs: 50 });
  }, [settled, after]);
  return after;
}
