import { describe, expect, it } from 'vitest';
import { isComponentType } from '../../../src/schema/componentTypes';
import { pageTemplates, templateDocument } from '../../../src/schema/sections/pageTemplates';
import { sectionDocument, sectionFragment } from '../../../src/schema/sections/sectionFragment';
import { starterSections } from '../../../src/schema/sections/starterSections';
import { strictProblems } from '../support/strictProblems';

describe('the starter section library', () => {
  it('ships hero, product details, story, feed, FAQ and footer', () => {
    expect(starterSections.map((s) => s.name)).toEqual([
      'Hero',
      'Product details',
      'Story',
      'Feed',
      'FAQ',
      'Footer',
    ]);
  });

  it.each(starterSections.map((s) => [s.name, s] as const))(
    '%s is a section fragment whose components a layout save would accept as they are',
    (_name, section) => {
      expect(sectionFragment().safeParse(section.fragment).success).toBe(true);
      expect(section.fragment.components?.every((c) => isComponentType(c.type))).toBe(true);
      expect(strictProblems(sectionDocument(section.fragment))).toEqual([]);
    },
  );

  it('gives every starter component an id of its own across the library', () => {
    const ids = starterSections.flatMap((s) => (s.fragment.components ?? []).map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('page templates', () => {
  it('offers several templates, each naming sections of the library', () => {
    expect(pageTemplates.length).toBeGreaterThanOrEqual(3);
    const known = new Set(starterSections.map((s) => s.id));
    for (const template of pageTemplates)
      expect(template.sections.filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(pageTemplates.map((t) => [t.name, t] as const))(
    '%s is a layout document a save accepts, one full-width row per section',
    (_name, template) => {
      const document = templateDocument(template);
      expect(strictProblems(document)).toEqual([]);
      const areas = document.grid_config?.areas ?? [];
      expect(areas.map((a) => a.name)).toEqual(
        template.sections.map((id) => starterSections.find((s) => s.id === id)?.name),
      );
      expect(areas.map((a) => a.startRow)).toEqual(areas.map((_a, i) => i));
    },
  );
});
