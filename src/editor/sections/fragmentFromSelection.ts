import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import type { SectionFragmentInput } from '../../schema/sections/sectionFragment';
import { componentLabel } from '../canvas/componentLabel';

/** A component and everything inside its tabs, in document order. */
function withDescendants(doc: LayoutDocument, rootIds: ReadonlySet<string>): LayoutComponent[] {
  const ids = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of doc.components) {
      if (c.parentId !== undefined && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return doc.components.filter((c) => ids.has(c.id));
}

/**
 * What saving components as a section keeps: them (one id, or a selection's roots) and what
 * their tabs hold, in document order. Several are named by their labels, so the dialog offers
 * a name that says what the section holds.
 */
export function componentFragment(
  doc: LayoutDocument,
  id: string | readonly string[],
): { fragment: SectionFragmentInput; name: string } | null {
  const wanted = new Set(typeof id === 'string' ? [id] : id);
  const roots = doc.components.filter((c) => wanted.has(c.id));
  if (roots.length === 0) return null;
  return {
    fragment: { components: withDescendants(doc, new Set(roots.map((c) => c.id))) },
    name: roots.map(componentLabel).join(', '),
  };
}

/** What saving an area as a section keeps: its name and every component in it. */
export function areaFragment(
  doc: LayoutDocument,
  areaId: string,
): { fragment: SectionFragmentInput; name: string } | null {
  const area = doc.grid_config?.areas.find((a) => a.id === areaId);
  if (!area) return null;
  const inArea = doc.components.filter((c) => c.areaId === areaId);
  const name = area.name?.trim() || 'Area';
  return {
    fragment: {
      area: { name },
      components: withDescendants(doc, new Set(inArea.map((c) => c.id))),
    },
    name,
  };
}
