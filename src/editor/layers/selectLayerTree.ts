import type { LayoutComponent } from '../../schema/layout/component';
import type { EditorStore } from '../store/editorStore';
import { buildLayerTree, type AreaNode } from './layerTree';

type Areas = NonNullable<EditorStore['document']['grid_config']>['areas'] | undefined;

/** The last tree, and the lists it was built from. */
let last: { areas: Areas; components: readonly LayoutComponent[]; tree: AreaNode[] } | null = null;

/** True when nothing the layers tree shows of a component differs between `a` and `b`. */
function sameForLayers(a: LayoutComponent, b: LayoutComponent): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.type === b.type &&
      a.name === b.name &&
      a.areaId === b.areaId &&
      a.parentId === b.parentId &&
      a.tabId === b.tabId &&
      a.order === b.order &&
      a.visibility === b.visibility &&
      a.data.tabs === b.data.tabs &&
      a.data.containers === b.data.containers)
  );
}

function sameStructure(previous: readonly LayoutComponent[], next: readonly LayoutComponent[]) {
  if (previous.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) if (!sameForLayers(previous[i]!, next[i]!)) return false;
  return true;
}

/**
 * The layers tree of the document, the same object while nothing it shows changed. A keystroke
 * in a text changes the document but not one row of the tree: rebuilding it would re-render
 * every row (a thousand on a long page) for each key. The kept tree's nodes hold the component
 * objects of the last structural change; everything a row reads of them (name, visibility,
 * tabs, containers) is what the check above compares, so it is current.
 */
export function selectLayerTree(s: EditorStore): AreaNode[] {
  const areas = s.document.grid_config?.areas;
  const components = s.document.components;
  if (last && last.areas === areas && sameStructure(last.components, components)) {
    last.components = components;
    return last.tree;
  }
  last = { areas, components, tree: buildLayerTree(s.document) };
  return last.tree;
}
