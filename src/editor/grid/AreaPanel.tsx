import { Trash2 } from 'lucide-react';
import { breakpointNames, type BreakpointName } from '../../schema/breakpoints';
import { resolveArea } from '../../renderer/resolveGrid';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectComponents, selectEditBreakpoint, selectSelectedArea } from '../store/selectors';
import { OverrideMarker } from './OverrideMarker';
import { breakpointLabel } from './overrideStatus';
import { ValidatedInput } from './ValidatedInput';

const LINES = [
  { key: 'startCol', label: 'Column start line' },
  { key: 'endCol', label: 'Column end line' },
  { key: 'startRow', label: 'Row start line' },
  { key: 'endRow', label: 'Row end line' },
] as const;

/** Grid lines are shown +1 (CSS numbering); the document stores them zero-based. */
function validateLine(text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter a whole number from 1 to 101';
  const n = Number(text);
  return n >= 1 && n <= 101 ? null : 'Enter a whole number from 1 to 101';
}

/**
 * The selected area: name, position on the previewed device (grid lines shown +1), whether it
 * shows on this device, and delete. Editing while previewing tablet or desktop writes that
 * device's override; every value shows where it comes from and can be cleared.
 */
export function AreaPanel() {
  const area = useEditorStore(selectSelectedArea);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const components = useEditorStore(selectComponents);
  if (!area) return null;
  const { updateArea, placeArea, clearOverride, setAreaVisibility, removeArea } =
    editorStore.getState();
  const resolved = resolveArea(area, breakpoint);
  const overrides = area.breakpoints as Partial<Record<BreakpointName, Record<string, unknown>>>;
  const count = components.filter((c) => c.areaId === area.id).length;
  const clear = (key: string) => (bp: BreakpointName) =>
    clearOverride(bp, { kind: 'area', id: area.id }, key);
  const title = area.name || area.id;

  return (
    <section className="one-editor-section" aria-labelledby="area-panel-title">
      <h2 id="area-panel-title" className="one-editor-section-title">
        Area: {title}
      </h2>
      <ValidatedInput
        label="Area name"
        value={area.name ?? ''}
        validate={(text) => (text.length > 100 ? 'A name can be at most 100 characters' : null)}
        onCommit={(text) => updateArea(area.id, { name: text }, `area:${area.id}:name`)}
      />
      <p className="one-editor-note">
        Position on <strong>{breakpointLabel[breakpoint]}</strong>: columns {resolved.startCol + 1}{' '}
        → {resolved.endCol + 1}, rows {resolved.startRow + 1} → {resolved.endRow + 1}
        {breakpoint === 'mobile'
          ? ' (base).'
          : ' (written as a ' + breakpointLabel[breakpoint] + ' override).'}
      </p>
      <div className="one-editor-grid-2">
        {LINES.map(({ key, label }) => (
          <div key={key}>
            <ValidatedInput
              label={label}
              inputMode="numeric"
              value={String(resolved[key] + 1)}
              validate={validateLine}
              onCommit={(text) =>
                placeArea(
                  area.id,
                  breakpoint,
                  { [key]: Number(text) - 1 },
                  `area:${area.id}:${breakpoint}:${key}`,
                )
              }
            />
            <OverrideMarker
              overrides={overrides}
              breakpoint={breakpoint}
              field={key}
              fieldLabel={label}
              onClear={clear(key)}
            />
          </div>
        ))}
      </div>
      <fieldset className="one-editor-fieldset">
        <legend>Shown on</legend>
        {breakpointNames.map((name) => {
          const visible = resolveArea(area, name).visible;
          return (
            <label key={name} className="one-editor-check">
              <input
                type="checkbox"
                checked={visible}
                onChange={(event) => setAreaVisibility(area.id, name, event.target.checked)}
              />
              {breakpointLabel[name]}
            </label>
          );
        })}
      </fieldset>
      <OverrideMarker
        overrides={overrides}
        breakpoint={breakpoint}
        field="visible"
        fieldLabel="Visibility"
        onClear={clear('visible')}
      />
      <button
        type="button"
        className="one-editor-button one-editor-danger"
        onClick={() => {
          const message =
            count > 0
              ? `Delete the area "${title}" and its ${count} component${count === 1 ? '' : 's'}? You can undo this.`
              : null;
          if (message && !window.confirm(message)) return;
          removeArea(area.id);
        }}
      >
        <Trash2 aria-hidden size={14} /> Delete area
      </button>
    </section>
  );
}
