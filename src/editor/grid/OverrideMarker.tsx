import './overrideMarker.css';
import type { BreakpointName } from '../../schema/breakpoints';
import { breakpointLabel, overriddenOn, overrideStatus } from './overrideStatus';

interface Props {
  overrides: Partial<Record<BreakpointName, Record<string, unknown> | undefined>>;
  breakpoint: BreakpointName;
  field: string;
  fieldLabel: string;
  onClear: (breakpoint: BreakpointName) => void;
}

/**
 * Under a field: where its value comes from on the previewed device, which devices override
 * it, and a button to clear this device's override back to the inherited value.
 */
export function OverrideMarker({ overrides, breakpoint, field, fieldLabel, onClear }: Props) {
  const status = overrideStatus(overrides, breakpoint, field);
  const devices = overriddenOn(overrides, field);
  return (
    <div className="one-editor-override">
      {status.kind === 'own' ? (
        <>
          <span className="one-editor-override-own">Set for {breakpointLabel[breakpoint]}</span>
          <button
            type="button"
            className="one-editor-link-button"
            aria-label={`Clear the ${breakpointLabel[breakpoint]} value of ${fieldLabel}`}
            onClick={() => onClear(breakpoint)}
          >
            Clear
          </button>
        </>
      ) : status.kind === 'inherited' ? (
        <span>Inherited from {breakpointLabel[status.from]}</span>
      ) : (
        <span>Base value</span>
      )}
      {devices.length > 0 && (
        <span
          className="one-editor-override-devices"
          aria-label={`${fieldLabel} is overridden on ${devices.map((d) => breakpointLabel[d]).join(', ')}`}
        >
          {devices.map((d) => (
            <span
              key={d}
              className="one-editor-override-dot"
              title={`Overridden on ${breakpointLabel[d]}`}
            >
              {breakpointLabel[d].charAt(0)}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
