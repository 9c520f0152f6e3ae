import { useEffect, useId, useState } from 'react';

interface Props {
  label: string;
  value: string;
  /** Returns an error message, or null when the text may be written. */
  validate: (text: string) => string | null;
  onCommit: (text: string) => void;
  hint?: string;
  inputMode?: 'text' | 'numeric';
}

/**
 * A text field that writes only valid values: while the text is invalid the error shows
 * inline and the document keeps its last good value. Leaving the field puts that value back
 * and says so at the field (what was not applied, why, and what the page keeps) until the
 * next edit: the field and the canvas agree, and nothing is reverted silently. Errors use the
 * generated forms' markup (`one-ed-error`, linked by aria-describedby), as every panel does.
 */
export function ValidatedInput({
  label,
  value,
  validate,
  onCommit,
  hint,
  inputMode = 'text',
}: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(value);
  }, [value, editing]);
  // The text refused when the field was left, and why: shown until the next edit.
  const [refused, setRefused] = useState<{ text: string; reason: string } | null>(null);
  const live = editing ? validate(text) : null;
  const kept = value.trim() === '' ? 'the default' : `“${value}”`;
  const error =
    live ??
    (refused
      ? `“${refused.text}” was not applied: ${refused.reason}. The page keeps ${kept}.`
      : null);
  return (
    <div className="one-editor-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          const reason = text !== value ? validate(text) : null;
          setRefused(reason ? { text: text.trim(), reason } : null);
          setEditing(false);
          setText(value);
        }}
        onChange={(event) => {
          const next = event.target.value;
          setRefused(null);
          setText(next);
          if (validate(next) === null) onCommit(next.trim());
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="one-ed-error one-editor-field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="one-editor-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
