import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from the next
 * render on, without an effect that sets state: what only the browser can show (dialogs that
 * portal into document.body, the toast area) renders after hydration, so both renders match.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
