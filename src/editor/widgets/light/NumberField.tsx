import type { ReactNode } from 'react';
import { settledNumber } from '../numberBounds';
import { describedBy } from '../widgetOptions';
import { FieldErrors } from './FieldErrors';
import { FieldHelp } from './FieldHelp';

interface Props {
  /** The input's id, as a generated form names it (`area-a1_startCol`). */
  id: string;
  label: string;
  value: unknown;
  /** Called with the typed number, or undefined when the field is emptied (as a generated form does). */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step: number | 'any';
  /** A whole number in the schema ('integer'), as the generated form's field class says. */
  integer: boolean;
  unit?: string;
  help?: string;
  errors: readonly string[];
  /** Shown under the field (where its value comes from, on the previewed device). */
  note?: ReactNode;
}

/**
 * A required number field in the generated forms' markup (FieldTemplate around NumberWidget:
 * label with its mark, a number input carrying the schema's bounds, help, messages), without
 * the form engine. Any typed number goes to the form, so an out-of-bound one is explained by
 * its message while typing; leaving the field (or Enter) settles it on the nearest bound, as a
 * generated form's number does (settledNumber).
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step,
  integer,
  unit,
  help,
  errors,
  note,
}: Props) {
  const invalid = errors.length > 0;
  const toValue = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));
  const settle = (raw: string) => {
    const typed = toValue(raw);
    const next = settledNumber(typed, min, max);
    if (!Object.is(next, typed)) onChange(next);
  };
  return (
    <div
      className={`one-editor-field rjsf-field rjsf-field-${integer ? 'integer' : 'number'}${invalid ? ' rjsf-field-error' : ''}`}
      data-field={id}
    >
      <div className="one-editor-label">
        <label id={`${id}__label`} htmlFor={id}>
          {label}
        </label>
        <span aria-hidden="true"> *</span>
      </div>
      <div className="one-editor-slider">
        <input
          id={id}
          type="number"
          className="one-editor-input one-editor-number"
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          min={min}
          max={max}
          step={step}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, invalid)}
          onChange={(event) => onChange(toValue(event.target.value))}
          onBlur={(event) => settle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle(event.currentTarget.value);
          }}
        />
        {unit ? <span className="one-editor-unit">{unit}</span> : null}
      </div>
      <FieldHelp id={id} help={help} />
      <FieldErrors id={id} messages={errors} />
      {note}
    </div>
  );
}
