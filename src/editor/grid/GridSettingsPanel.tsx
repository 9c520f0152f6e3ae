import { useCallback, useMemo } from 'react';
import type { BreakpointName } from '../../schema/breakpoints';
import { gridConfig, gridSettings, type GridSettings } from '../../schema/layout/gridConfig';
import { resolveGrid } from '../../renderer/resolveGrid';
import { LightForm } from '../panels/form/LightForm';
import { jsonEqual } from '../panels/form/zodCheck';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectEditBreakpoint, selectGrid } from '../store/selectors';
import { gridPanelHints } from './gridPanelHints';
import { OverrideMarker } from './OverrideMarker';
import { breakpointLabel } from './overrideStatus';

type Json = Record<string, unknown>;

const defaults = gridConfig().parse({});
const SETTINGS = Object.keys(gridSettings().shape) as (keyof GridSettings)[];

/**
 * Page section: the grid's track lists, gap, padding and max content width as seen on the
 * previewed device, as a form generated from `gridSettings` and its hints — text fields and
 * lists of text, which LightForm shows without the form engine's code, so the editor's first
 * screen (nothing selected: this panel) needs none of it. Editing while
 * previewing tablet or desktop writes that device's override; each field shows where its value
 * comes from and can clear an override.
 */
export function GridSettingsPanel() {
  const grid = useEditorStore(selectGrid);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const current = grid ?? defaults;
  const resolved = useMemo(() => {
    const all = resolveGrid(current, breakpoint) as unknown as Json;
    return Object.fromEntries(SETTINGS.map((key) => [key, all[key]])) as Json;
  }, [current, breakpoint]);
  const overrides = current.breakpoints as Partial<Record<BreakpointName, Record<string, unknown>>>;

  const onCommit = useCallback(
    (next: Json, fieldId: string | undefined) => {
      // Only what changed is written: an override holds the fields set on its device alone.
      const changed = Object.fromEntries(
        SETTINGS.filter((key) => !jsonEqual(next[key], resolved[key])).map((key) => [
          key,
          next[key],
        ]),
      );
      if (Object.keys(changed).length === 0) return;
      editorStore
        .getState()
        .setGridSettingsAt(breakpoint, changed, fieldId && `grid:${breakpoint}:${fieldId}`);
    },
    [breakpoint, resolved],
  );

  const fieldNote = useCallback(
    (hintKey: string) => {
      const label = gridPanelHints[hintKey]?.label;
      if (!label || !SETTINGS.includes(hintKey as keyof GridSettings)) return null;
      return (
        <OverrideMarker
          overrides={overrides}
          breakpoint={breakpoint}
          field={hintKey}
          fieldLabel={label}
          onClear={(bp) => editorStore.getState().clearOverride(bp, { kind: 'grid' }, hintKey)}
        />
      );
    },
    [overrides, breakpoint],
  );

  return (
    <section className="one-editor-page-section" aria-labelledby="grid-settings-title">
      <h3 id="grid-settings-title" className="one-editor-section-title">
        Grid
      </h3>
      <p className="one-editor-help">
        Editing for <strong>{breakpointLabel[breakpoint]}</strong>
        {breakpoint === 'mobile'
          ? ' (the base every device starts from).'
          : ` (applies from ${breakpoint === 'tablet' ? '768' : '1024'} px up; smaller devices keep theirs).`}
      </p>
      {!grid && (
        <p className="one-editor-help">This layout has no grid yet; changing a value creates it.</p>
      )}
      <LightForm
        idPrefix="grid"
        schema={gridSettings()}
        hints={gridPanelHints}
        value={resolved}
        onCommit={onCommit}
        fieldNote={fieldNote}
      />
    </section>
  );
}
