import { useContext } from 'react';
import { RenderContext } from '../../renderer/RenderContext';

/** The renderer's "now" (tests and previews fix it), else the real time. */
export function useFeedNow(): Date {
  return useContext(RenderContext)?.now ?? new Date();
}
