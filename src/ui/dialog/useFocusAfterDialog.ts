import { useEffect, useReducer, type RefObject } from 'react';

/**
 * Focuses `target` once a dialog that has just been taken away has let go of the focus: for
 * when what opened the dialog went with it (a removed row's button), so focus goes to a steady
 * place instead. Radix's focus scope hands focus back on a timer it sets as it unmounts; a
 * timer set by this effect, which runs after that unmount in the same commit, fires after it
 * and wins — a frame callback could fire first and be undone. Returns the call that asks for it,
 * made in the same update that removes the dialog.
 */
export function useFocusAfterDialog(target: RefObject<HTMLElement | null>): () => void {
  const [asked, ask] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (asked === 0) return;
    const timer = window.setTimeout(() => target.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [asked, target]);
  return ask;
}
