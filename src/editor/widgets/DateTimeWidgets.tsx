import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widgetOptions';
import { isKnownTimezone, timezoneGroups, timezoneList } from './timezones';

/** A calendar date, stored as yyyy-MM-dd. */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      type="date"
      className="one-editor-input"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={errors || undefined}
      aria-describedby={describedBy(id, errors)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

export const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A time of day as HH:MM on a 24-hour clock (blocks.md). Typed freely; only a complete, valid
 * time is written, and anything else says what is expected right under the field.
 */
export function TimeWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors } = props;
  const stored = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const invalid = draft !== '' && !TIME_24H.test(draft);
  const errors = invalid || (rawErrors?.length ?? 0) > 0;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="HH:MM"
        className="one-editor-input one-editor-time"
        value={draft}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={errors || undefined}
        aria-describedby={[describedBy(id, errors), invalid ? `${id}__format` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          if (next === '') onChange(undefined);
          else if (TIME_24H.test(next)) onChange(next);
        }}
      />
      {invalid ? (
        <p id={`${id}__format`} className="one-editor-error" role="alert">
          Use HH:MM on a 24-hour clock, for example 18:30
        </p>
      ) : null}
    </>
  );
}

/** An IANA time zone from the browser's own list (Intl.supportedValuesOf), grouped by region. */
export function TimezoneWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, required, schema } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  const groups = useMemo(() => timezoneGroups(timezoneList()), []);
  const current = typeof value === 'string' ? value : '';
  const unknown = current !== '' && ![...groups.values()].some((zones) => zones.includes(current));
  return (
    <select
      id={id}
      className="one-editor-input one-editor-select"
      value={current}
      disabled={disabled || readonly}
      aria-invalid={errors || undefined}
      aria-describedby={describedBy(id, errors)}
      onChange={(e) => {
        const next = e.target.value;
        if (next === '') onChange(undefined);
        else if (isKnownTimezone(next)) onChange(next);
      }}
    >
      {!required && schema.default === undefined ? (
        <option value="">Viewer's time zone</option>
      ) : null}
      {unknown ? <option value={current}>{current} (unknown)</option> : null}
      {[...groups.entries()].map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/** A local date and time (yyyy-MM-ddTHH:mm), read in the field's time zone by the component. */
export function DateTimeLocalWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  const current = typeof value === 'string' ? value.slice(0, 16) : '';
  return (
    <input
      id={id}
      type="datetime-local"
      className="one-editor-input"
      value={current}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={errors || undefined}
      aria-describedby={describedBy(id, errors)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
