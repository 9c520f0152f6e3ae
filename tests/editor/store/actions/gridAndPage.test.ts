import { describe, expect, it } from 'vitest';
import { setGridSettings } from '../../../../src/editor/store/actions/setGridSettings';
import { setGridSettingsAt } from '../../../../src/editor/store/actions/setGridSettingsAt';
import { setOverride } from '../../../../src/editor/store/actions/setOverride';
import { clearOverride } from '../../../../src/editor/store/actions/clearOverride';
import { setCustomCss } from '../../../../src/editor/store/actions/setCustomCss';
import { setTheme } from '../../../../src/editor/store/actions/setTheme';
import { defaultTheme } from '../../../../src/schema/theme/theme';
import { MAX_CUSTOM_CSS_LENGTH } from '../../../../src/schema/layout/document';
import { resolveGrid } from '../../../../src/renderer/resolveGrid';
import { editorStore } from '../../../../src/editor/store/editorStore';
import { apply, expectUndoRedo, sampleDocument } from './fixtures';

describe('grid settings, overrides, custom CSS, theme', () => {
  it('setGridSettings changes the base', () => {
    const { doc } = apply(sampleDocument(), (d) =>
      setGridSettings(d, { gap: '8px', templateColumns: ['1fr', '2fr'] }),
    );
    expect(doc.grid_config).toMatchObject({ gap: '8px', templateColumns: ['1fr', '2fr'] });
  });

  it('editing while previewing tablet writes a tablet override', () => {
    const { doc } = apply(sampleDocument(), (d) => setGridSettingsAt(d, 'tablet', { gap: '24px' }));
    expect(doc.grid_config!.gap).toBe('16px');
    expect(doc.grid_config!.breakpoints.tablet).toEqual({ gap: '24px' });
    expect(resolveGrid(doc.grid_config!, 'mobile').gap).toBe('16px');
    expect(resolveGrid(doc.grid_config!, 'desktop').gap).toBe('24px');
  });

  it('setOverride and clearOverride (one key, then the empty override goes)', () => {
    let { doc } = apply(sampleDocument(), (d) =>
      setOverride(d, 'desktop', { kind: 'area', id: 'main' }, { endCol: 2, visible: false }),
    );
    expect(doc.grid_config!.areas[0]!.breakpoints.desktop).toEqual({ endCol: 2, visible: false });
    ({ doc } = apply(doc, (d) =>
      clearOverride(d, 'desktop', { kind: 'area', id: 'main' }, 'visible'),
    ));
    expect(doc.grid_config!.areas[0]!.breakpoints.desktop).toEqual({ endCol: 2 });
    ({ doc } = apply(doc, (d) =>
      clearOverride(d, 'desktop', { kind: 'area', id: 'main' }, 'endCol'),
    ));
    expect(doc.grid_config!.areas[0]!.breakpoints.desktop).toBeUndefined();
  });

  it('setCustomCss refuses more than the limit without cutting', () => {
    const { doc } = apply(sampleDocument(), (d) => setCustomCss(d, '.x{color:red}'));
    expect(doc.custom_css).toBe('.x{color:red}');
    expect(() =>
      apply(sampleDocument(), (d) => setCustomCss(d, 'a'.repeat(MAX_CUSTOM_CSS_LENGTH + 1))),
    ).toThrow(`at most ${MAX_CUSTOM_CSS_LENGTH}`);
  });

  it('setTheme sets and removes the layout theme', () => {
    let { doc } = apply(sampleDocument(), (d) => setTheme(d, defaultTheme));
    expect(doc.theme).toEqual(defaultTheme);
    ({ doc } = apply(doc, (d) => setTheme(d, undefined)));
    expect(doc.theme).toBeUndefined();
  });

  it('each is undoable; theme mode is no step', () => {
    expectUndoRedo(() => editorStore.getState().setGridSettings({ padding: '4px' }));
    expectUndoRedo(() => editorStore.getState().setGridSettingsAt('desktop', { padding: '4px' }));
    expectUndoRedo(() =>
      editorStore.getState().setOverride('tablet', { kind: 'grid' }, { gap: '2px' }),
    );
    expectUndoRedo(() => editorStore.getState().setCustomCss('.a{}'));
    expectUndoRedo(() => editorStore.getState().setTheme(defaultTheme));
    const s = editorStore.getState;
    s().setOverride('tablet', { kind: 'grid' }, { gap: '2px' });
    s().clearOverride('tablet', { kind: 'grid' }, 'gap');
    expect(s().document.grid_config!.breakpoints.tablet).toBeUndefined();
    s().undo();
    expect(s().document.grid_config!.breakpoints.tablet).toEqual({ gap: '2px' });
    s().redo();
    expect(s().document.grid_config!.breakpoints.tablet).toBeUndefined();
    const steps = editorStore.getState().past.length;
    editorStore.getState().setThemeMode('dark');
    expect(editorStore.getState().past.length).toBe(steps);
  });
});
