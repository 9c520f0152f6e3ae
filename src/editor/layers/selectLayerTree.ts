import { selectWhileSame } from '../store/selectWhileSame';
import { buildLayerTree } from './layerTree';

/**
 * The layers tree of the document, the same object while nothing it shows changed. A keystroke
 * in a text changes the document but not one row of the tree: rebuilding it would re-render
 * every row (a thousand on a long page) for each key. The kept tree's nodes hold the component
 * objects of the last structural change; everything a row reads of them (name, visibility,
 * tabs, containers) is what the check below compares, so it is current.
 */
export const selectLayerTree = selectWhileSame(
  (a, b) =>
    a.id === b.id &&
    a.type === b.type &&
    a.name === b.name &&
    a.areaId === b.areaId &&
    a.parentId === b.parentId &&
    a.tabId === b.tabId &&
    a.order === b.order &&
    a.visibility === b.visibility &&
    a.data.tabs === b.data.tabs &&
    a.data.containers === b.data.containers,
  buildLayerTree,
);
