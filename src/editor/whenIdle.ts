/**
 * Runs `task` once `view` is idle, at the latest after `timeout` ms; where there is no
 * `requestIdleCallback` (Safari), after `fallbackMs`. The fallback timer is always the editor
 * window's: timers set on the canvas frame's window never run (its document is written with
 * `document.open()`). `task` is given the idle period's deadline where there is one. Returns
 * its cancel.
 */
export function whenIdle(
  task: (deadline?: IdleDeadline) => void,
  { timeout, fallbackMs, view = window }: { timeout: number; fallbackMs: number; view?: Window },
): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(task, { timeout });
    return () => view.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => task(), fallbackMs);
  return () => window.clearTimeout(handle);
}
