import type { LayoutDocument } from '../../schema/layout/document';
import { findComponent } from './actions/tree';
import type { Selection } from './types';

/**
 * What is selected: `selection` is the one the panel and the single-component actions follow
 * (the last component added to a group), and `group` lists every selected component, in the
 * order they were picked, when there are two or more — else it is empty. A group holds
 * components only: an area is never part of one.
 */
export interface SelectionState {
  selection: Selection;
  group: readonly string[];
}

export const NO_GROUP: readonly string[] = [];

/** Every selected component id: the group, else the single selected component. */
export function selectedComponentIds(state: SelectionState): readonly string[] {
  if (state.group.length > 0) return state.group;
  return state.selection?.kind === 'component' ? [state.selection.id] : NO_GROUP;
}

/** The selection of `ids` (in order): none, one component, or a group led by the last. */
export function selectionOf(ids: readonly string[]): SelectionState {
  if (ids.length === 0) return { selection: null, group: NO_GROUP };
  const last = ids[ids.length - 1]!;
  return {
    selection: { kind: 'component', id: last },
    group: ids.length === 1 ? NO_GROUP : ids,
  };
}

/**
 * Shift-click on a component: adds it to the selection, or takes it out when it is already
 * in. A selected area gives way to the component (a group holds components only).
 */
export function toggleInSelection(state: SelectionState, id: string): SelectionState {
  const ids = selectedComponentIds(state);
  return selectionOf(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
}

/** Keeps only the selected components that still exist (after a change, undo or redo). */
export function validGroup(doc: LayoutDocument, group: readonly string[]): readonly string[] {
  if (group.length === 0) return NO_GROUP;
  const kept = group.filter((id) => findComponent(doc, id) !== undefined);
  if (kept.length === group.length) return group;
  return kept.length < 2 ? NO_GROUP : kept;
}

/**
 * The selected components that are not inside another selected one (a tab container's
 * children go with it): what a delete, duplicate, copy or move acts on, in document order.
 */
export function selectionRoots(doc: LayoutDocument, ids: readonly string[]): string[] {
  const picked = new Set(ids);
  const insidePicked = (id: string): boolean => {
    let parent = findComponent(doc, id)?.parentId;
    const seen = new Set<string>();
    while (parent !== undefined && !seen.has(parent)) {
      if (picked.has(parent)) return true;
      seen.add(parent);
      parent = findComponent(doc, parent)?.parentId;
    }
    return false;
  };
  return doc.components.filter((c) => picked.has(c.id) && !insidePicked(c.id)).map((c) => c.id);
}
