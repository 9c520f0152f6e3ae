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
 * inline and the document keeps its last good value; leaving the field restores that value.
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
  const error = editing ? validate(text) : null;
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
          setEditing(false);
          setText(value);
        }}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (validate(next) === null) onCommit(next.trim());
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="one-editor-field-error" role="alert">
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
