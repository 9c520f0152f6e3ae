import type { Patch } from 'immer';
import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import { componentLabel } from '../canvas/componentLabel';
import type { HistoryEntry } from './history';

/** The component a patch touches, read from the document it applies to. */
function componentAt(doc: LayoutDocument, patch: Patch): LayoutComponent | undefined {
  if (patch.path[0] !== 'components') return undefined;
  const index = patch.path[1];
  return typeof index === 'number' ? doc.components[index] : undefined;
}

const FIELD_WORDS: Record<string, string> = {
  data: 'content',
  styles: 'style',
  visibility: 'visibility',
  name: 'name',
  areaId: 'position',
  order: 'position',
  tabId: 'position',
};

/**
 * What one undo step did, in the owner's words ("custom CSS edit", "Text style edit", "adding
 * Image"), read from its patches: the announcement after an undo or redo names it, so the owner
 * hears what changed without looking for it. `before` and `after` are the documents on either
 * side of the step (after an undo, `after` is the one undone).
 */
export function describeStep(
  entry: HistoryEntry,
  before: LayoutDocument,
  after: LayoutDocument,
): string {
  const patches = entry.patches;
  const roots = new Set(patches.map((p) => p.path[0]));
  if (roots.size === 1 && roots.has('custom_css')) return 'custom CSS edit';
  if (roots.size === 1 && roots.has('theme')) return 'theme edit';
  if (roots.size === 1 && roots.has('grid_config')) {
    return patches.some((p) => p.path[1] === 'areas') ? 'area edit' : 'grid edit';
  }
  if (!roots.has('components')) return 'page edit';
  const label = (component: LayoutComponent | undefined) =>
    component ? componentLabel(component) : 'component';
  const beforeIds = new Set(before.components.map((c) => c.id));
  const afterIds = new Set(after.components.map((c) => c.id));
  const added = after.components.filter((c) => !beforeIds.has(c.id));
  const removed = before.components.filter((c) => !afterIds.has(c.id));
  if (added.length > 0) {
    return added.length === 1 ? `adding ${label(added[0])}` : `adding ${added.length} components`;
  }
  if (removed.length > 0) {
    return removed.length === 1
      ? `deleting ${label(removed[0])}`
      : `deleting ${removed.length} components`;
  }
  // Whole entries replaced with the same ids: the list was reordered.
  if (patches.some((p) => p.path[0] === 'components' && p.path.length <= 2)) {
    return 'moving components';
  }
  const touched = patches.map((p) => componentAt(before, p)).filter(Boolean);
  const ids = new Set(touched.map((c) => c?.id));
  if (ids.size !== 1) return 'layout edit';
  const fields = new Set(patches.map((p) => FIELD_WORDS[String(p.path[2])] ?? 'settings'));
  const what = fields.size === 1 ? [...fields][0] : 'settings';
  if (what === 'position') return `moving ${label(touched[0])}`;
  if (what === 'name') return `renaming ${label(touched[0])}`;
  return `${label(touched[0])} ${what} edit`;
}
