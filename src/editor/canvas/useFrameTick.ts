import { useEffect, useState } from 'react';
import { editorStore } from '../store/editorStore';
import type { FrameHandle } from './useFrame';

/**
 * A counter that changes whenever what the frame shows may have moved: a document change, a
 * device change, the frame's content resizing. Overlay boxes re-measure on it (once a frame).
 */
export function useFrameTick(frame: FrameHandle | null): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!frame) return;
    let pending = 0;
    const bump = () => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        setTick((t) => t + 1);
      });
    };
    const view = frame.document.defaultView;
    const resize = view ? new view.ResizeObserver(bump) : null;
    resize?.observe(frame.document.body);
    const mutations = view ? new view.MutationObserver(bump) : null;
    mutations?.observe(frame.document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (
        state.document !== previous.document ||
        state.device !== previous.device ||
        state.selection !== previous.selection
      )
        bump();
    });
    window.addEventListener('resize', bump);
    bump();
    return () => {
      cancelAnimationFrame(pending);
      resize?.disconnect();
      mutations?.disconnect();
      unsubscribe();
      window.removeEventListener('resize', bump);
    };
  }, [frame]);
  return tick;
}
