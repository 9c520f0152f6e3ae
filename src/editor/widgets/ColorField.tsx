import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { HexAlphaColorPicker, HexColorPicker, setNonce } from 'react-colorful';
import { cspNonce } from '../../client/cspNonce';
import { parseColor, toHex } from './colorMath';

// react-colorful adds its own <style> element; the served pages' CSP drops it without the page's
// nonce.
const pageNonce = cspNonce();
if (pageNonce) setNonce(pageNonce);

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

/** Whether a typed colour is one the browser can paint (a theme variable always is). */
function isCssColor(text: string): boolean {
  if (/^var\(--[\w-]+\)$/.test(text)) return true;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function')
    return CSS.supports('color', text);
  return parseColor(text) !== null;
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
  const problemId = useId();
  const chip = useRef<HTMLButtonElement>(null);
  // What was typed stays in the box; only a colour the browser can paint reaches the document.
  const draftInvalid = draft.trim() !== '' && !isCssColor(draft.trim());
  const swatch = swatches.find((s) => s.value === value);
  const resolved = swatch ? swatch.resolved : (value ?? '');
  const parsed = parseColor(resolved);
  const pickerColor = parsed ? toHex(parsed, allowAlpha) : '#000000';
  const Picker = allowAlpha ? HexAlphaColorPicker : HexColorPicker;

  return (
    <div
      className="one-editor-color"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Escape closes the picker only — from the chip, the text or inside the picker — and
        // not the selection, the panel or a dialog around it.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        chip.current?.focus();
      }}
    >
      <div className="one-editor-color-row">
        <button
          ref={chip}
          type="button"
          // The colour is laid over the chip's checkerboard (which shows only through a
          // see-through colour); a colour not set shows the slash of "none", not a blank chip.
          className={parsed ? 'one-editor-color-chip' : 'one-editor-color-chip is-unset'}
          style={parsed ? ({ '--chip': resolved } as CSSProperties) : undefined}
          title={parsed ? undefined : 'Not set: the default colour applies'}
          aria-label={`${open ? 'Close' : 'Open'} the colour picker for ${label}`}
          aria-expanded={open}
          aria-controls={popoverId}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        />
        <input
          id={id}
          type="text"
          className="one-editor-input one-editor-color-text"
          value={draft}
          placeholder="#rrggbb"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={invalid || draftInvalid || undefined}
          aria-describedby={
            [describedBy, draftInvalid ? problemId : null].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => {
            const text = e.target.value.trim();
            setDraft(e.target.value);
            if (text === '') onChange(undefined);
            else if (isCssColor(text)) onChange(text);
          }}
        />
        {clearable && value !== undefined ? (
          <button
            type="button"
            className="one-editor-link-button"
            onClick={() => onChange(undefined)}
            aria-label={`Clear ${label}`}
          >
            Clear
          </button>
        ) : null}
      </div>
      {draftInvalid ? (
        <p id={problemId} className="one-editor-error" role="alert">
          Not a valid CSS color: use #rrggbb, rgb(), hsl() or a color name.
        </p>
      ) : null}
      {open ? (
        <div
          id={popoverId}
          className="one-editor-color-popover"
          role="group"
          aria-label={`${label} picker`}
        >
          <Picker color={pickerColor} onChange={(hex) => onChange(hex)} />
          {swatches.length > 0 ? (
            <div className="one-editor-swatches" role="group" aria-label="Theme colours">
              {swatches.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  className="one-editor-swatch"
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
