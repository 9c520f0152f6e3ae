import { layersPart } from '../lazy/parts';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';

/**
 * The layers panel, whose code (the tree, its drag and drop, the window of lines it draws)
 * loads the first time the Layers tab is opened, if the editor has not fetched it ahead.
 */
export function LazyLayersPanel() {
  const state = useLazyModules([layersPart]);
  const module = layersPart.loaded();
  if (state !== 'ready' || !module) {
    return <LoadingPart state={state === 'ready' ? 'loading' : state} what="the layers" />;
  }
  return <module.LayersPanel />;
}
