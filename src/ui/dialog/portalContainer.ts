import { createContext, useContext } from 'react';

/**
 * Where dialogs render: the document's body unless a provider names an element. The embed kit
 * names one inside its shadow root, so a dialog takes the page's theme and styles there and the
 * host page's CSS never reaches it.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
