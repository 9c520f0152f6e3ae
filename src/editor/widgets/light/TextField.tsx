import type { ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';
import { FieldHelp } from './FieldHelp';

interface Props {
  /** The input's id, as a generated form names it (`grid_gap`, `grid_templateRows_2`). */
  id: string;
  label: string;
  value: unknown;
  /** Called with the new text, or undefined when the field is emptied (as a generated form does). */
  onChange: (value: string | undefined) => void;
  help?: string;
  errors: readonly string[];
  /** Shown under the field (where its value comes from, on the previewed device). */
  note?: ReactNode;
}

/**
 * A required text field in the generated forms' markup (label with its mark, input, help,
 * messages), without the form engine: for a first screen whose few fields are all text.
 */
export function TextField({ id, label, value, onChange, help, errors, note }: Props) {
  const shown = value || value === 0 ? String(value) : '';
  return (
    <div className="one-editor-field rjsf-field rjsf-field-string" data-field={id}>
      <div className="one-editor-label">
        <label id={`${id}__label`} htmlFor={id}>
          {label}
        </label>
        <span aria-hidden="true"> *</span>
      </div>
      <input
        id={id}
        name={id}
        className="form-control"
        type="text"
        required
        value={shown}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={`${id}__error ${id}__description ${id}__help`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <FieldHelp id={id} help={help} />
      <FieldErrors id={id} messages={errors} />
      {note}
    </div>
  );
}
