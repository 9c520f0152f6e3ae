import { themePart } from '../lazy/parts';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';

/**
 * The theme panel, whose code (colour pickers, font settings, contrast checks) loads the first
 * time the Theme tab is opened.
 */
export function LazyThemeEditor() {
  const state = useLazyModules([themePart]);
  const module = themePart.loaded();
  if (state !== 'ready' || !module) {
    return (
      <LoadingPart
        state={state === 'ready' ? 'loading' : state}
        what="the theme settings"
        minHeight={240}
      />
    );
  }
  return <module.ThemeEditor />;
}
