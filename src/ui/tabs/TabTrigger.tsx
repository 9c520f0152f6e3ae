import * as Tabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

/** `focusVisible` is in the HTML standard and Chromium and Firefox, not yet in TypeScript's DOM types. */
type FocusOptionsWithRing = FocusOptions & { focusVisible?: boolean };

/**
 * Radix's tab trigger focuses itself from its mousedown handler (for Safari), and Chromium
 * treats a script's focus as one that shows the focus ring: every tab clicked with the mouse
 * showed the keyboard ring. Focusing the tab first without the ring makes Radix's own call a
 * no-op; keyboard focus still shows the ring. Every tab of the product uses this trigger.
 */
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>): void {
  if (event.button !== 0 || event.ctrlKey) return;
  event.currentTarget.focus({ focusVisible: false } as FocusOptionsWithRing);
}

export const TabTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<typeof Tabs.Trigger>
>(function TabTrigger({ onMouseDown, ...props }, ref) {
  return (
    <Tabs.Trigger
      ref={ref}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) focusWithoutRing(event);
      }}
    />
  );
});
