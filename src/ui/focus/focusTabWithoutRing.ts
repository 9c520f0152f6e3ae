import type { MouseEvent } from 'react';

/** `focusVisible` is in the HTML standard and Chromium and Firefox, not yet in TypeScript's DOM types. */
type FocusOptionsWithRing = FocusOptions & { focusVisible?: boolean };

/**
 * Radix's tab trigger focuses itself from its mousedown handler (for Safari), and Chromium
 * treats a script's focus as one that shows the focus ring: every tab clicked with the mouse
 * showed the keyboard ring. Focusing the tab first without the ring makes Radix's own call a
 * no-op. Pass as a `Tabs.Trigger`'s `onMouseDown` (it runs before Radix's handler); keyboard
 * focus still shows the ring.
 */
export function focusTabWithoutRing(event: MouseEvent<HTMLElement>): void {
  if (event.button !== 0 || event.ctrlKey) return;
  event.currentTarget.focus({ focusVisible: false } as FocusOptionsWithRing);
}
