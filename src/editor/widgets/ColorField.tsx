import { useEffect, useId, useState } from 'react';
import { HexAlphaColorPicker, HexColorPicker } from 'react-colorful';
import { parseColor, toHex } from './colorMath';

export interface Swatch {
  /** Shown to screen readers and as a tooltip: 'primary'. */
  name: string;
  /** What is written when chosen: 'var(--one-primary)'. */
  value: string;
  /** The colour it currently resolves to, for the chip and the picker. */
  resolved: string;
}

export interface ColorFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  swatches?: Swatch[];
  allowAlpha?: boolean;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Offer "Clear" (back to the default) — off for required colours such as theme variables. */
  clearable?: boolean;
}

/**
 * A colour: hex text input (any CSS colour may be typed), a chip opening react-colorful's picker
 * (with alpha where the value allows it) and the theme's colours as swatches. A swatch writes the
 * theme variable, so the colour follows the theme in light and dark.
 */
export function ColorField({
  id,
  label,
  value,
  onChange,
  swatches = [],
  allowAlpha = true,
  describedBy,
  invalid,
  disabled,
  clearable = true,
}: ColorFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const popoverId = useId();
  const swatch = swatches.find((s) => s.value === value);
  const resolved = swatch ? swatch.resolved : (value ?? '');
  const parsed = parseColor(resolved);
  const pickerColor = parsed ? toHex(parsed, allowAlpha) : '#000000';
  const Picker = allowAlpha ? HexAlphaColorPicker : HexColorPicker;

  return (
    <div className="one-ed-color">
      <div className="one-ed-color-row">
        <button
          type="button"
          className="one-ed-color-chip"
          style={{ background: parsed ? resolved : 'transparent' }}
          aria-label={`${open ? 'Close' : 'Open'} the colour picker for ${label}`}
          aria-expanded={open}
          aria-controls={popoverId}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        />
        <input
          id={id}
          type="text"
          className="one-ed-input one-ed-color-text"
          value={draft}
          placeholder="#rrggbb"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setDraft(e.target.value);
            onChange(e.target.value.trim() === '' ? undefined : e.target.value.trim());
          }}
        />
        {clearable && value !== undefined ? (
          <button
            type="button"
            className="one-ed-link-button"
            onClick={() => onChange(undefined)}
            aria-label={`Clear ${label}`}
          >
            Clear
          </button>
        ) : null}
      </div>
      {open ? (
        <div
          id={popoverId}
          className="one-ed-color-popover"
          role="group"
          aria-label={`${label} picker`}
        >
          <Picker color={pickerColor} onChange={(hex) => onChange(hex)} />
          {swatches.length > 0 ? (
            <div className="one-ed-swatches" role="group" aria-label="Theme colours">
              {swatches.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  className="one-ed-swatch"
                  title={s.name}
                  aria-label={`Use the theme colour ${s.name}`}
                  aria-pressed={value === s.value}
                  style={{ background: s.resolved }}
                  onClick={() => onChange(s.value)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
