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

/** What saving a component as a section keeps: it and what its tabs hold. */
export function componentFragment(
  doc: LayoutDocument,
  id: string,
): { fragment: SectionFragmentInput; name: string } | null {
  const root = doc.components.find((c) => c.id === id);
  if (!root) return null;
  return {
    fragment: { components: withDescendants(doc, new Set([id])) },
    name: componentLabel(root),
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
