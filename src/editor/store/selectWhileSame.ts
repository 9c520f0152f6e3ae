import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import type { EditorStore } from './editorStore';

/**
 * A selector that computes from the document's areas and components, and answers with its last
 * result while the areas are the same list and every component is `same` as the one in its
 * place before. Selectors run on every store change — every keystroke — and a content edit
 * keeps the areas and, for most readers, every component's relevant fields: one pass of
 * identity checks instead of recomputing over 1,000 components.
 */
export function selectWhileSame<R>(
  same: (before: LayoutComponent, after: LayoutComponent) => boolean,
  compute: (document: LayoutDocument) => R,
): (s: EditorStore) => R {
  let last: {
    areas: NonNullable<LayoutDocument['grid_config']>['areas'] | undefined;
    components: readonly LayoutComponent[];
    result: R;
  } | null = null;
  const unchanged = (before: readonly LayoutComponent[], after: readonly LayoutComponent[]) => {
    if (before.length !== after.length) return false;
    for (let i = 0; i < after.length; i++) {
      const a = before[i]!;
      const b = after[i]!;
      if (a !== b && !same(a, b)) return false;
    }
    return true;
  };
  return (s) => {
    const areas = s.document.grid_config?.areas;
    const components = s.document.components;
    if (last && last.areas === areas && unchanged(last.components, components)) {
      last.components = components;
      return last.result;
    }
    last = { areas, components, result: compute(s.document) };
    return last.result;
  };
}
