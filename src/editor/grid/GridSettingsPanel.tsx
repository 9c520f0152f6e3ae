import type { BreakpointName } from '../../schema/breakpoints';
import { gridConfig } from '../../schema/layout/gridConfig';
import { resolveGrid } from '../../renderer/resolveGrid';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectEditBreakpoint, selectGrid } from '../store/selectors';
import { OverrideMarker } from './OverrideMarker';
import { breakpointLabel } from './overrideStatus';
import { TrackListEditor } from './TrackListEditor';
import { ValidatedInput } from './ValidatedInput';
import { validateLength } from './validators';

const LENGTHS = [
  { key: 'gap', label: 'Gap', hint: 'Space between areas, e.g. 16px' },
  { key: 'padding', label: 'Padding', hint: 'Space around the grid, e.g. 16px' },
  { key: 'maxContentWidth', label: 'Max content width', hint: 'e.g. 1200px or 100%' },
] as const;

const defaults = gridConfig.parse({});

/**
 * Page section: the grid's track lists, gap, padding and max content width as seen on the
 * previewed device. Editing while previewing tablet or desktop writes that device's override;
 * each field shows where its value comes from and can clear an override.
 */
export function GridSettingsPanel() {
  const grid = useEditorStore(selectGrid);
  const breakpoint = useEditorStore(selectEditBreakpoint);
  const current = grid ?? defaults;
  const resolved = resolveGrid(current, breakpoint);
  const overrides = current.breakpoints as Partial<Record<BreakpointName, Record<string, unknown>>>;
  const { setGridSettingsAt, clearOverride } = editorStore.getState();
  const clear = (key: string) => (bp: BreakpointName) => clearOverride(bp, { kind: 'grid' }, key);

  return (
    <section className="one-editor-section" aria-labelledby="grid-settings-title">
      <h2 id="grid-settings-title" className="one-editor-section-title">
        Grid
      </h2>
      <p className="one-editor-note">
        Editing for <strong>{breakpointLabel[breakpoint]}</strong>
        {breakpoint === 'mobile'
          ? ' (the base every device starts from).'
          : ` (applies from ${breakpoint === 'tablet' ? '768' : '1024'} px up; smaller devices keep theirs).`}
      </p>
      {!grid && (
        <p className="one-editor-note">This layout has no grid yet; changing a value creates it.</p>
      )}
      <TrackListEditor
        noun="Column"
        tracks={resolved.templateColumns}
        max={24}
        onChange={(tracks, key) =>
          setGridSettingsAt(
            breakpoint,
            { templateColumns: tracks },
            key && `grid:${breakpoint}:${key}`,
          )
        }
      />
      <OverrideMarker
        overrides={overrides}
        breakpoint={breakpoint}
        field="templateColumns"
        fieldLabel="Columns"
        onClear={clear('templateColumns')}
      />
      <TrackListEditor
        noun="Row"
        tracks={resolved.templateRows}
        max={100}
        onChange={(tracks, key) =>
          setGridSettingsAt(
            breakpoint,
            { templateRows: tracks },
            key && `grid:${breakpoint}:${key}`,
          )
        }
      />
      <OverrideMarker
        overrides={overrides}
        breakpoint={breakpoint}
        field="templateRows"
        fieldLabel="Rows"
        onClear={clear('templateRows')}
      />
      {LENGTHS.map(({ key, label, hint }) => (
        <div key={key}>
          <ValidatedInput
            label={label}
            value={resolved[key]}
            hint={hint}
            validate={validateLength}
            onCommit={(text) =>
              setGridSettingsAt(breakpoint, { [key]: text }, `grid:${breakpoint}:${key}`)
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
    </section>
  );
}
