import { describe, expect, it } from 'vitest';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { insertableSection } from '../../../../src/editor/sections/insertableSection';
import { starterSection } from '../../../../src/schema/sections/starterSections';
import { expectUndoRedo, order, sampleDocument } from './fixtures';

const s = () => editorStore.getState();

describe('insertSection', () => {
  it('a whole-area section becomes a new full-width row named as it, every id new, one undo step', () => {
    const faq = insertableSection(starterSection('faq')!.fragment)!;
    expectUndoRedo(() => {
      const before = s().document;
      const { areaId, rootIds } = s().insertSection(faq, 'new-area');
      const doc = s().document;
      const area = doc.grid_config!.areas.find((a) => a.id === areaId)!;
      expect(area.name).toBe('FAQ');
      expect(area.startRow).toBe(Math.max(...before.grid_config!.areas.map((a) => a.endRow)));
      expect(order(doc, areaId!)).toEqual(rootIds);
      expect(rootIds.some((id) => faq.components.some((c) => c.id === id))).toBe(false);
      expect(s().selection).toEqual({ kind: 'area', id: areaId });
    });
  });

  it('a components section dropped into a slot lands there with new ids, twice without clashing', () => {
    const section = insertableSection({
      components: sampleDocument().components.filter((c) => c.id === 'tabs' || c.id === 'inner'),
    })!;
    s().loadDocument(sampleDocument());
    const first = s().insertSection(section, { slot: { areaId: 'main' }, index: 1 });
    const second = s().insertSection(section, { slot: { areaId: 'main' }, index: 1 });
    expect(first.areaId).toBeNull();
    expect(order(s().document, 'main')).toEqual(['a', second.rootIds[0], first.rootIds[0], 'b']);
    const ids = s().document.components.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    s().undo();
    expect(order(s().document, 'main')).toEqual(['a', first.rootIds[0], 'b']);
  });
});
