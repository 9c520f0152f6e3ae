import { customCssPart } from '../lazy/parts';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';

/**
 * The custom CSS panel, whose code (CodeMirror with its linter) loads the first time the
 * Custom CSS tab is opened.
 */
export function LazyCustomCssEditor() {
  const state = useLazyModules([customCssPart]);
  const module = customCssPart.loaded();
  if (state !== 'ready' || !module) {
    return (
      <LoadingPart
        state={state === 'ready' ? 'loading' : state}
        what="the CSS editor"
        minHeight={240}
      />
    );
  }
  return <module.CustomCssEditor />;
}
