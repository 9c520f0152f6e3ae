import type { WidgetProps } from '@rjsf/utils';
import { useState, type KeyboardEvent } from 'react';
import { boundOf, settledNumber } from './numberBounds';
import { describedBy, fieldOptions } from './widgetOptions';

/**
 * A number with bounds: a slider and a number input side by side, both carrying the schema's
 * minimum, maximum and step, with the unit shown. While the owner types, the input keeps any
 * number so an out-of-bound one shows its error ("Must be at most 32 px"); leaving the field
 * (or Enter) settles it on the nearest bound, which the field then shows (settledNumber).
 * The slider is for the pointer only: the number input (a spinbutton, arrow keys step it) is the
 * field's one labelled control, so the field's label finds exactly one control and a screen
 * reader hears the field once.
 */
export function SliderWidget(props: WidgetProps) {
  const { id, value, schema, onChange, onBlur, onFocus, disabled, readonly, rawErrors } = props;
  const options = fieldOptions(props);
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100;
  const integer = schema.type === 'integer';
  const step = options.step ?? (integer ? 1 : max - min <= 5 ? 0.1 : 1);
  const numeric = typeof value === 'number' && Number.isFinite(value);
  const defaultValue = typeof schema.default === 'number' ? schema.default : min;
  const errors = (rawErrors?.length ?? 0) > 0;
  const unit = options.unit;
  const toValue = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));
  /** The typed number on the bound it passed, written to the form when that changes it. */
  const settle = (raw: string) => {
    const typed = toValue(raw);
    const next = settledNumber(typed, boundOf(schema.minimum), boundOf(schema.maximum));
    if (!Object.is(next, typed)) onChange(next);
    return next;
  };

  return (
    <div className="one-editor-slider">
      <input
        type="range"
        aria-hidden="true"
        tabIndex={-1}
        min={min}
        max={max}
        step={step}
        value={numeric ? Math.min(max, Math.max(min, value)) : defaultValue}
        disabled={disabled || readonly}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={numeric ? `${value}${unit ? ` ${unit}` : ''}` : undefined}
      />
      <input
        id={id}
        type="number"
        className="one-editor-input one-editor-number"
        value={numeric ? value : ''}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={errors || undefined}
        aria-describedby={describedBy(id, errors)}
        onChange={(e) => onChange(toValue(e.target.value))}
        onBlur={(e) => onBlur(id, settle(e.target.value))}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') settle(e.currentTarget.value);
        }}
        onFocus={(e) => onFocus(id, toValue(e.target.value))}
      />
      {unit ? (
        <span className="one-editor-unit" aria-hidden="true">
          {unit}
        </span>
      ) : null}
      <span className="one-editor-bounds">
        {min}–{max}
        {unit ? ` ${unit}` : ''}
      </span>
    </div>
  );
}

/** A number without both bounds: a plain number input with its unit, settled as SliderWidget's. */
export function NumberWidget(props: WidgetProps) {
  const { id, value, schema, onChange, onBlur, onFocus, disabled, readonly, rawErrors } = props;
  const options = fieldOptions(props);
  const errors = (rawErrors?.length ?? 0) > 0;
  const toValue = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));
  const { decimals } = options;
  // While the owner types, the field shows what they type; once left, the value with its
  // decimals (a coordinate reads 48.858400), rounded to them.
  const [typing, setTyping] = useState<string | null>(null);
  const formatted =
    typeof value === 'number' && Number.isFinite(value)
      ? decimals === undefined
        ? String(value)
        : value.toFixed(decimals)
      : '';
  const rounded = (raw: string) => {
    const next = toValue(raw);
    return next === undefined || decimals === undefined || !Number.isFinite(next)
      ? next
      : Number(next.toFixed(decimals));
  };
  /** Rounded to its decimals and on the bound it passed, written to the form when that changes it. */
  const settle = (raw: string) => {
    setTyping(null);
    const next = settledNumber(rounded(raw), boundOf(schema.minimum), boundOf(schema.maximum));
    if (!Object.is(next, toValue(raw))) onChange(next);
    return next;
  };
  return (
    <div className="one-editor-slider">
      <input
        id={id}
        type="number"
        className="one-editor-input one-editor-number"
        value={typing ?? formatted}
        min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
        max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
        step={options.step ?? (schema.type === 'integer' ? 1 : 'any')}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={errors || undefined}
        aria-describedby={describedBy(id, errors)}
        onChange={(e) => {
          if (decimals !== undefined) setTyping(e.target.value);
          onChange(toValue(e.target.value));
        }}
        onBlur={(e) => onBlur(id, settle(e.target.value))}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') settle(e.currentTarget.value);
        }}
        onFocus={(e) => onFocus(id, toValue(e.target.value))}
      />
      {options.unit ? <span className="one-editor-unit">{options.unit}</span> : null}
    </div>
  );
}
