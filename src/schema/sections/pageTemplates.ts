import { CURRENT_LAYOUT_VERSION, type LayoutDocumentInput } from '../layout/document';
import type { SectionFragmentInput } from './sectionFragment';
import { starterSection } from './starterSections';

/** A page a new layout can start from: starter sections, one full-width row each. */
export interface PageTemplate {
  id: string;
  name: string;
  description: string;
  sections: readonly string[];
}

export const pageTemplates: readonly PageTemplate[] = [
  {
    id: 'product',
    name: 'Product page',
    description: 'Hero, product details, story, questions and footer',
    sections: ['hero', 'product-details', 'story', 'faq', 'footer'],
  },
  {
    id: 'story',
    name: 'Story page',
    description: 'Hero, the maker’s story, the owners’ feed and footer',
    sections: ['hero', 'story', 'feed', 'footer'],
  },
  {
    id: 'community',
    name: 'Community page',
    description: 'Hero, the owners’ feed, questions and footer',
    sections: ['hero', 'feed', 'faq', 'footer'],
  },
  {
    id: 'launch',
    name: 'Launch page',
    description: 'Hero, product details and footer',
    sections: ['hero', 'product-details', 'footer'],
  },
];

/**
 * A layout document of sections stacked in rows, each its own full-width area, in order. Ids
 * are made unique across sections (the area's number before each component's own id).
 */
export function composeDocument(sections: readonly SectionFragmentInput[]): LayoutDocumentInput {
  const areas = sections.map((section, i) => ({
    id: `area-${i + 1}`,
    ...(section.area?.name ? { name: section.area.name } : {}),
    startCol: 0,
    endCol: 1,
    startRow: i,
    endRow: i + 1,
  }));
  const components = sections.flatMap((section, i) => {
    const prefix = `s${i + 1}-`;
    return (section.components ?? []).map((component, order) => ({
      ...component,
      id: `${prefix}${component.id}`.slice(0, 100),
      areaId: `area-${i + 1}`,
      ...(component.parentId ? { parentId: `${prefix}${component.parentId}`.slice(0, 100) } : {}),
      order: component.order ?? order,
    }));
  });
  return {
    version: CURRENT_LAYOUT_VERSION,
    grid_config: {
      templateColumns: ['1fr'],
      templateRows: sections.map(() => 'auto'),
      gap: '32px',
      padding: '24px',
      maxContentWidth: '1080px',
      areas,
    },
    components,
  };
}

/** The document a template starts a layout with. */
export function templateDocument(template: PageTemplate): LayoutDocumentInput {
  return composeDocument(
    template.sections.map((id) => {
      const section = starterSection(id);
      if (!section) throw new Error(`Page template "${template.id}" names no section "${id}"`);
      return section.fragment;
    }),
  );
}
