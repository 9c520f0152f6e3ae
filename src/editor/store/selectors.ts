import type { BreakpointName } from '../../schema/breakpoints';
import type { Area } from '../../schema/layout/area';
import type { LayoutComponent } from '../../schema/layout/component';
import { componentLabel } from '../canvas/componentLabel';
import { indexOfComponent } from './componentIndex';
import type { EditorStore } from './editorStore';

/**
 * Module-level selectors: stable identities, so `useEditorStore(selectX)` re-renders only when
 * the selected slice changes. Parameterised selectors are memoised per argument.
 */

function memoByKey<T>(
  make: (key: string) => (state: EditorStore) => T,
): (key: string) => (state: EditorStore) => T {
  const cache = new Map<string, (state: EditorStore) => T>();
  return (key) => {
    let selector = cache.get(key);
    if (!selector) {
      selector = make(key);
      if (cache.size > 5000) cache.clear();
      cache.set(key, selector);
    }
    return selector;
  };
}

function componentById(list: readonly LayoutComponent[], id: string): LayoutComponent | undefined {
  const index = indexOfComponent(list, id);
  return index < 0 ? undefined : list[index];
}

export const selectDocument = (s: EditorStore) => s.document;
export const selectComponents = (s: EditorStore) => s.document.components;
export const selectGrid = (s: EditorStore) => s.document.grid_config;
export const selectAreas = (s: EditorStore): readonly Area[] =>
  s.document.grid_config?.areas ?? EMPTY_AREAS;
export const selectCustomCss = (s: EditorStore) => s.document.custom_css;
export const selectTheme = (s: EditorStore) => s.document.theme;
export const selectSelection = (s: EditorStore) => s.selection;
export const selectDevice = (s: EditorStore) => s.device;
export const selectThemeMode = (s: EditorStore) => s.themeMode;
export const selectDirty = (s: EditorStore) => s.dirty;
export const selectCanUndo = (s: EditorStore) => s.canUndo;
export const selectCanRedo = (s: EditorStore) => s.canRedo;

const EMPTY_AREAS: readonly Area[] = [];

/** The breakpoint edits write to: the previewed device, or what 'fit' currently shows. */
export const selectEditBreakpoint = (s: EditorStore): BreakpointName =>
  s.device === 'fit' ? s.fitBreakpoint : s.device;

export const selectComponent = memoByKey(
  (id) =>
    (s: EditorStore): LayoutComponent | undefined =>
      componentById(s.document.components, id),
);

export const selectArea = memoByKey(
  (id) =>
    (s: EditorStore): Area | undefined =>
      s.document.grid_config?.areas.find((a) => a.id === id),
);

export const selectSelectedComponent = (s: EditorStore): LayoutComponent | undefined =>
  s.selection?.kind === 'component'
    ? componentById(s.document.components, s.selection.id)
    : undefined;

export const selectSelectedArea = (s: EditorStore): Area | undefined =>
  s.selection?.kind === 'area'
    ? s.document.grid_config?.areas.find((a) => a.id === s.selection!.id)
    : undefined;

export const selectIsSelected = memoByKey(
  (id) => (s: EditorStore) =>
    (s.selection !== null && s.selection.id === id) || s.group.includes(id),
);

/** Every selected component when two or more are; else empty. */
export const selectGroup = (s: EditorStore) => s.group;

/** What the owner calls each component of the group, in the group's order. */
export const selectGroupLabels = (s: EditorStore): string[] =>
  s.group.map((id) => {
    const component = componentById(s.document.components, id);
    return component ? componentLabel(component) : '';
  });

/** The version shown read only on the canvas, or null while the draft is. */
export const selectPreview = (s: EditorStore) => s.preview;
