import { createContext, useContext } from 'react';

/**
 * Whether the layers panel shows a saved version being previewed: its rows are then read only
 * (no drag, rename, hide or delete), as the canvas is.
 */
export const LayersReadOnly = createContext(false);

export function useLayersReadOnly(): boolean {
  return useContext(LayersReadOnly);
}
