import { componentSchemas } from '../../components/schemaRegistry';
import type { ComponentGroup } from '../../schema/componentSchema';
import { componentTypes, type ComponentType } from '../../schema/componentTypes';

export interface PaletteItem {
  type: ComponentType;
  label: string;
  description: string;
  group: ComponentGroup;
}

/** The order groups appear in: what most pages start with first. */
export const groupOrder: ComponentGroup[] = [
  'Text',
  'Media',
  'Layout',
  'Actions',
  'Product',
  'Community',
];

export const paletteItems: PaletteItem[] = componentTypes.map((type) => ({
  type,
  label: componentSchemas[type].label,
  description: componentSchemas[type].description,
  group: componentSchemas[type].group,
}));

/** Items matching a search (label, type or description, any word order), grouped. */
export function searchPalette(query: string): { group: ComponentGroup; items: PaletteItem[] }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = paletteItems.filter((item) => {
    const haystack = `${item.label} ${item.type} ${item.description} ${item.group}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const groups = [
    ...groupOrder,
    ...new Set(matches.map((m) => m.group).filter((g) => !groupOrder.includes(g))),
  ];
  return groups
    .map((group) => ({ group, items: matches.filter((m) => m.group === group) }))
    .filter((g) => g.items.length > 0);
}
