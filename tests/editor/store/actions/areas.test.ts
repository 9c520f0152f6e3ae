import { describe, expect, it } from 'vitest';
import { addArea } from '../../../../src/editor/store/actions/addArea';
import { removeArea } from '../../../../src/editor/store/actions/removeArea';
import { updateArea } from '../../../../src/editor/store/actions/updateArea';
import { placeArea } from '../../../../src/editor/store/actions/placeArea';
import { setAreaVisibility } from '../../../../src/editor/store/actions/setAreaVisibility';
import { resolveArea } from '../../../../src/renderer/resolveGrid';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, sampleDocument } from './fixtures';

const area = (doc: ReturnType<typeof sampleDocument>, id: string) =>
  doc.grid_config!.areas.find((a) => a.id === id)!;

describe('areas (grid editing)', () => {
  it('addArea: a new full-width row under the others, with a row track', () => {
    const { doc } = apply(sampleDocument(), (d) => addArea(d, 'footer'));
    expect(area(doc, 'footer')).toMatchObject({ startCol: 0, endCol: 2, startRow: 1, endRow: 2 });
    expect(doc.grid_config!.templateRows).toHaveLength(2);
    const { doc: empty } = apply({ version: 3, components: [], custom_css: '' }, (d) =>
      addArea(d, 'first'),
    );
    expect(empty.grid_config!.areas).toHaveLength(1);
  });

  it('updateArea: keeps the end past the start', () => {
    const { doc } = apply(sampleDocument(), (d) => updateArea(d, 'main', { startCol: 3 }));
    expect(area(doc, 'main')).toMatchObject({ startCol: 3, endCol: 4 });
  });

  it('removeArea: removes its components too', () => {
    const { doc, result } = apply(sampleDocument(), (d) => removeArea(d, 'side'));
    expect(result.sort()).toEqual(['inner', 'tabs']);
    expect(doc.grid_config!.areas.map((a) => a.id)).toEqual(['main']);
  });

  it('placeArea on mobile writes the base; on tablet an override, leaving mobile as it was', () => {
    let { doc } = apply(sampleDocument(), (d) => placeArea(d, 'main', 'mobile', { endCol: 2 }));
    expect(area(doc, 'main').endCol).toBe(2);
    ({ doc } = apply(doc, (d) => placeArea(d, 'main', 'tablet', { startRow: 1, endRow: 2 })));
    expect(area(doc, 'main').breakpoints.tablet).toEqual({ startRow: 1, endRow: 2 });
    expect(resolveArea(area(doc, 'main'), 'mobile')).toMatchObject({ startRow: 0, endRow: 1 });
    expect(resolveArea(area(doc, 'main'), 'desktop')).toMatchObject({ startRow: 1, endRow: 2 });
  });

  it('setAreaVisibility: hiding on mobile only keeps tablet and desktop showing it', () => {
    const { doc } = apply(sampleDocument(), (d) => setAreaVisibility(d, 'side', 'mobile', false));
    const a = area(doc, 'side');
    expect(resolveArea(a, 'mobile').visible).toBe(false);
    expect(resolveArea(a, 'tablet').visible).toBe(true);
    expect(resolveArea(a, 'desktop').visible).toBe(true);
  });

  it('each is undoable', () => {
    expectUndoRedo(() => editorStore.getState().addArea());
    expectUndoRedo(() => editorStore.getState().updateArea('main', { name: 'Body' }));
    expectUndoRedo(() => editorStore.getState().removeArea('side'));
    expectUndoRedo(() => editorStore.getState().placeArea('main', 'desktop', { endCol: 2 }));
    expectUndoRedo(() => editorStore.getState().setAreaVisibility('main', 'mobile', false));
  });
});
