import { useCallback, useMemo, useState } from 'react';
import CopyPlus from 'lucide-react/icons/copy-plus';
import Trash2 from 'lucide-react/icons/trash';
import { breakpointNames, type BreakpointName } from '../../schema/breakpoints';
import { areaPlacement } from '../../schema/layout/area';
import { resolveArea } from '../../renderer/resolveGrid';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { LightForm } from '../panels/form/LightForm';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectComponents, selectEditBreakpoint, selectSelectedArea } from '../store/selectors';
import { duplicateArea } from './duplicateArea';
import { areaPanelHints } from './gridPanelHints';
import { OverrideMarker } from './OverrideMarker';
import { breakpointLabel } from './overrideStatus';

type Json = Record<string, unknown>;

const LINES = ['startCol', 'endCol', 'startRow', 'endRow'] as const;

/**
 * The selected area: name and position on the previewed device (a form generated from
 * `areaPlacement`, grid lines shown +1), whether it shows on each device, duplicate and delete. Editing
 * while previewing tablet or desktop writes that device's override; every value shows where it
 * comes from and can be cleared. Its fields are a text and whole numbers, which LightForm shows
 * without the form engine: selecting an area waits neither for rjsf's code nor for its work
 * for each field, and is no slower than the hand-written panel was.
 */
export function AreaPanel() {
  const area = useEditorStore(selectSelectedArea);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const components = useEditorStore(selectComponents);
  const [asking, setAsking] = useState(false);
  const resolved = useMemo(() => (area ? resolveArea(area, breakpoint) : null), [area, breakpoint]);
  const value = useMemo<Json>(
    () =>
      area && resolved
        ? {
            name: area.name ?? '',
            ...Object.fromEntries(LINES.map((key) => [key, resolved[key] + 1])),
          }
        : {},
    [area, resolved],
  );
  const areaId = area?.id;
  const onCommit = useCallback(
    (next: Json, fieldId: string | undefined) => {
      if (!areaId) return;
      const state = editorStore.getState();
      if (next.name !== value.name)
        state.updateArea(areaId, { name: String(next.name ?? '') }, `area:${areaId}:name`);
      const moved = Object.fromEntries(
        LINES.filter((key) => next[key] !== value[key]).map((key) => [key, Number(next[key]) - 1]),
      );
      if (Object.keys(moved).length > 0)
        state.placeArea(areaId, breakpoint, moved, `area:${areaId}:${breakpoint}:${fieldId}`);
    },
    [areaId, breakpoint, value],
  );
  const overrides = useMemo(
    () => (area?.breakpoints ?? {}) as Partial<Record<BreakpointName, Record<string, unknown>>>,
    [area],
  );
  const clear = useCallback(
    (key: string) => (bp: BreakpointName) => {
      if (areaId) editorStore.getState().clearOverride(bp, { kind: 'area', id: areaId }, key);
    },
    [areaId],
  );
  const fieldNote = useCallback(
    (hintKey: string) =>
      (LINES as readonly string[]).includes(hintKey) ? (
        <OverrideMarker
          overrides={overrides}
          breakpoint={breakpoint}
          field={hintKey}
          fieldLabel={areaPanelHints[hintKey]?.label ?? hintKey}
          onClear={clear(hintKey)}
        />
      ) : null,
    [overrides, breakpoint, clear],
  );
  if (!area || !resolved) return null;
  const { setAreaVisibility, removeArea } = editorStore.getState();
  const count = components.filter((c) => c.areaId === area.id).length;
  const title = area.name || area.id;

  return (
    <section className="one-editor-panel" aria-labelledby="area-panel-title">
      <header className="one-editor-panel-header">
        <h2 id="area-panel-title" className="one-editor-panel-title">
          Area: {title}
        </h2>
      </header>
      {/* The body is inset as every panel's is (a component's tabs, a group's), so its fields
          never touch the panel's edges on any width. */}
      <div className="one-editor-tab-panel">
        <p className="one-editor-help">
          Position on <strong>{breakpointLabel[breakpoint]}</strong>: columns{' '}
          {resolved.startCol + 1} → {resolved.endCol + 1}, rows {resolved.startRow + 1} →{' '}
          {resolved.endRow + 1}
          {breakpoint === 'mobile'
            ? ' (base).'
            : ' (written as a ' + breakpointLabel[breakpoint] + ' override).'}
        </p>
        <LightForm
          key={area.id}
          idPrefix={`area-${area.id}`}
          schema={areaPlacement()}
          hints={areaPanelHints}
          value={value}
          onCommit={onCommit}
          fieldNote={fieldNote}
        />
        <fieldset className="one-editor-group">
          <legend>Shown on</legend>
          {breakpointNames.map((name) => {
            const visible = resolveArea(area, name).visible;
            return (
              <label key={name} className="one-editor-panel-check">
                <input
                  type="checkbox"
                  checked={visible}
                  onChange={(event) => setAreaVisibility(area.id, name, event.target.checked)}
                />
                {breakpointLabel[name]}
              </label>
            );
          })}
          <OverrideMarker
            overrides={overrides}
            breakpoint={breakpoint}
            field="visible"
            fieldLabel="Visibility"
            onClear={clear('visible')}
          />
        </fieldset>
        <div className="one-editor-panel-actions">
          <button
            type="button"
            className="one-editor-panel-button"
            onClick={() => duplicateArea(area.id)}
          >
            <CopyPlus aria-hidden size={14} /> Duplicate area
          </button>
          <button
            type="button"
            className="one-editor-panel-button one-editor-danger"
            onClick={() => {
              // An empty area goes at once; one with components asks, naming how many go with it.
              if (count > 0) setAsking(true);
              else removeArea(area.id);
            }}
          >
            <Trash2 aria-hidden size={14} /> Delete area
          </button>
          {asking && (
            <ConfirmDialog
              look="editor"
              danger
              title={`Delete the area "${title}" and its ${count} component${count === 1 ? '' : 's'}?`}
              description="The area and everything in it leave the page. You can undo this."
              confirmLabel="Delete area"
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                removeArea(area.id);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
